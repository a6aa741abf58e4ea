import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const release = dayjs('2025-07-08');

export default function DateFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Default (adapter's L)" defaultValue={release} />
        <DateField label="ISO style" defaultValue={release} format="YYYY-MM-DD" />
        <DateField label="Day first" defaultValue={release} format="DD.MM.YYYY" />
        <DateField label="Month name" defaultValue={release} format="MMM D, YYYY" />
        {/* No day section: the day comes from the value or from referenceDate. */}
        <DateField
          label="Month and year only"
          format="MMMM YYYY"
          referenceDate={dayjs('2025-01-15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
