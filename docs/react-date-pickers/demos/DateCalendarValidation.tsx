import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The workshop is open from March to May 2025, Tuesday to Friday, and closed in April.
const isClosedWeekday = (date: Dayjs) => [0, 1, 6].includes(date.day());
const isClosedMonth = (month: Dayjs) => month.month() === 3;

export default function DateCalendarValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        views={['month', 'day']}
        defaultValue={dayjs('2025-03-13')}
        minDate={dayjs('2025-03-01')}
        maxDate={dayjs('2025-05-31')}
        shouldDisableDate={isClosedWeekday}
        shouldDisableMonth={isClosedMonth}
      />
    </LocalizationProvider>
  );
}
