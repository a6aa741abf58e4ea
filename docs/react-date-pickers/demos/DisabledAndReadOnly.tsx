import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DisabledAndReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Disabled" defaultValue={dayjs('2025-04-17')} disabled />
        <DatePicker label="Read-only" defaultValue={dayjs('2025-04-17')} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
