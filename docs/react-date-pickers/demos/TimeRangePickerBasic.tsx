import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function TimeRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The value is a [start, end] pair of full dates; only the time is edited. */}
      <TimeRangePicker
        label="Bakery opening hours"
        defaultValue={[dayjs('2025-06-09T07:00'), dayjs('2025-06-09T14:30')]}
        sx={{ width: '100%', maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
