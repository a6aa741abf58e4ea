import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// "Mo", "Tu", "We"... instead of the default single letter.
const twoLetters = (weekday: Dayjs) => weekday.format('dd');

export default function DateCalendarDayOfWeek() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2025-05-21')} dayOfWeekFormatter={twoLetters} />
    </LocalizationProvider>
  );
}
