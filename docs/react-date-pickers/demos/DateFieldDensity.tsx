import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

// March 4 has a one-digit month and day, so the padding is easy to see.
const meeting = dayjs('2025-03-04');

export default function DateFieldDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="M/D/YYYY, padded (default)" defaultValue={meeting} format="M/D/YYYY" />
        <DateField
          label="M/D/YYYY, shouldRespectLeadingZeros"
          defaultValue={meeting}
          format="M/D/YYYY"
          shouldRespectLeadingZeros
        />
        <DateField
          label="formatDensity spacious"
          defaultValue={meeting}
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
