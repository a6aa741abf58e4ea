import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function DateRangePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The value is a [start, end] tuple; either item can be null. */}
      <DateRangePicker
        label="Conference days"
        defaultValue={[dayjs('2025-06-09'), dayjs('2025-06-12')]}
        sx={{ width: '100%', maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
