import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* A seconds column; with 12-hour time the field needs an explicit format. */}
        <TimeRangePicker
          label="Clip to export"
          views={['hours', 'minutes', 'seconds']}
          format="hh:mm:ss A"
          defaultValue={[dayjs('2025-06-09T10:04:15'), dayjs('2025-06-09T10:06:40')]}
        />
        {/* 24-hour time: no AM/PM column or section. */}
        <TimeRangePicker
          label="Quiet hours (24-hour)"
          ampm={false}
          defaultValue={[dayjs('2025-06-09T13:00'), dayjs('2025-06-09T15:00')]}
        />
        {/* Whole hours: one column, and the field shows the hour alone. */}
        <TimeRangePicker
          label="Parking allowed (hours)"
          views={['hours']}
          ampm={false}
          defaultValue={[dayjs('2025-06-09T08:00'), dayjs('2025-06-09T18:00')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
