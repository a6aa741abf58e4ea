import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';

const departure = dayjs('2025-03-14T21:15');

export default function TimePickerAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Train departs (24-hour)" ampm={false} defaultValue={departure} />
        <MobileTimePicker label="AM/PM in the toolbar" defaultValue={departure} />
        <MobileTimePicker
          label="AM/PM under the clock"
          ampmInClock
          defaultValue={departure}
        />
      </Stack>
    </LocalizationProvider>
  );
}
