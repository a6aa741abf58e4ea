import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function PickersOverviewDateRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A range value is a [start, end] tuple; either end may be null. */}
      <DateRangePicker
        label="Holiday"
        sx={{ width: 280 }}
        defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-15')]}
      />
    </LocalizationProvider>
  );
}
