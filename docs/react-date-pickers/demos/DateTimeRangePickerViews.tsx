import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        {/* 24-hour time in 30-minute steps. */}
        <DateTimeRangePicker
          label="Exhibition setup (24-hour, 30 min steps)"
          ampm={false}
          timeSteps={{ minutes: 30 }}
          defaultValue={[dayjs('2025-06-16T08:00'), dayjs('2025-06-17T18:30')]}
          sx={{ minWidth: 420 }}
        />
        {/* A seconds column, and a seconds section in the field. */}
        <DateTimeRangePicker
          label="Log export (with seconds)"
          views={['day', 'hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={[dayjs('2025-06-09T14:05:30'), dayjs('2025-06-09T14:35:00')]}
          sx={{ minWidth: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
