import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const start = dayjs('2025-03-14T09:30');

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker label="Shift begins (hour only)" views={['hours']} defaultValue={start} />
        <TimePicker
          label="Lap time"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={start.second(45)}
        />
        <TimePicker
          label="Reminder (opens on minutes)"
          openTo="minutes"
          defaultValue={start}
        />
      </Stack>
    </LocalizationProvider>
  );
}
