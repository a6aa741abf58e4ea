import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarWeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* February 2026 fits in four rows; fixedWeekNumber pads it to six. */}
      <DateCalendar
        defaultValue={dayjs('2026-02-12')}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
        // The default color of week numbers is too faint for text on a light background.
        sx={{
          [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' },
          [`& .${dayCalendarClasses.weekNumberLabel}`]: { color: 'text.secondary' },
        }}
      />
    </LocalizationProvider>
  );
}
