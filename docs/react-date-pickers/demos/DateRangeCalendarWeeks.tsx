import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarWeeks() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2025-06-23'), dayjs('2025-07-02')]}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        // The day grid is the Date Calendar's, so its class names apply here too.
        sx={{
          [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' },
          [`& .${dayCalendarClasses.weekNumberLabel}`]: { color: 'text.secondary' },
        }}
      />
    </LocalizationProvider>
  );
}
