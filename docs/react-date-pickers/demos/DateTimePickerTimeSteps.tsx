import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const slot = dayjs('2025-04-08T10:15');

export default function DateTimePickerTimeSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* 96 options a day: hours and minutes stay in separate columns. */}
        <DateTimePicker
          label="Quarter-hour slots"
          defaultValue={slot}
          timeSteps={{ minutes: 15 }}
        />
        {/* 24 options a day: one list of times, at or below the threshold. */}
        <DateTimePicker
          label="Hourly slots"
          defaultValue={slot.startOf('hour')}
          timeSteps={{ minutes: 60 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
