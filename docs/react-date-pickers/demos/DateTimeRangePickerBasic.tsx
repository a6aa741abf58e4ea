import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Each end of the range has a date and a time of day. */}
      <DateTimeRangePicker
        label="Car rental"
        defaultValue={[dayjs('2025-06-09T09:00'), dayjs('2025-06-13T17:30')]}
        sx={{ width: '100%', minWidth: 420, maxWidth: 460 }}
      />
    </LocalizationProvider>
  );
}
