import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

// Two-letter weekday names ("Mo", "Tu") instead of a single letter.
const twoLetterWeekday = (day: Dayjs) => day.format('dd');

export default function AdapterViewFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-03-15')}
        dayOfWeekFormatter={twoLetterWeekday}
        slotProps={{
          // The big date above the calendar.
          toolbar: { toolbarFormat: 'dddd D MMM' },
          // The month and year label between the arrows.
          calendarHeader: { format: 'MM/YYYY' },
        }}
      />
    </LocalizationProvider>
  );
}
