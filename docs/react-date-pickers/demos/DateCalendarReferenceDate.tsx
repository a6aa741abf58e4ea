import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarReferenceDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* No value yet: the grid opens on February 2026, and no day is selected. */}
      <DateCalendar defaultValue={null} referenceDate={dayjs('2026-02-01')} />
    </LocalizationProvider>
  );
}
