import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimeField label="Check-in" defaultValue={dayjs('2025-03-14T09:30')} />
        <TimeField label="Check-out" />
      </Stack>
    </LocalizationProvider>
  );
}
