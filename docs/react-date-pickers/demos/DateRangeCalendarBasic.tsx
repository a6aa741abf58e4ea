import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* One month keeps the demo narrow; the default is two. */}
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2025-06-09'), dayjs('2025-06-13')]}
      />
    </LocalizationProvider>
  );
}
