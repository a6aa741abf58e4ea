import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const slot = [dayjs('2025-06-09T14:00'), dayjs('2025-06-09T15:30')] as const;

export default function TimeRangePickerSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* 24 x 4 = 96 options a day: one column per unit. */}
        <TimeRangePicker
          label="Quarter-hour columns"
          timeSteps={{ minutes: 15 }}
          defaultValue={[...slot]}
        />
        {/* 24 x 2 = 48 options, under the raised threshold: one list.
            The list drops the minutes from the default format, so set it. */}
        <TimeRangePicker
          label="Half-hour list"
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
          format="hh:mm A"
          defaultValue={[...slot]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
