import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Starts empty: every section shows its placeholder. */}
        <DateField label="Invoice date" />
        {/* Starts filled: defaultValue is read once, on mount. */}
        <DateField label="Due date" defaultValue={dayjs('2025-09-30')} />
      </Stack>
    </LocalizationProvider>
  );
}
