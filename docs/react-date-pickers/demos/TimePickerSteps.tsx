import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const slot = dayjs('2025-03-14T09:30');

export default function TimePickerSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* 24 h x 4 quarters = 96 options: above the threshold, so one column per section */}
        <TimePicker
          label="Quarter-hour columns"
          timeSteps={{ minutes: 15 }}
          defaultValue={slot}
        />
        {/* 24 h x 2 halves = 48 options: at the raised threshold, so a single list */}
        <TimePicker
          label="Half-hour list"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          defaultValue={slot}
        />
      </Stack>
    </LocalizationProvider>
  );
}
