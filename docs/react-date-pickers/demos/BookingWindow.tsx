import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Bookings are open for one quarter, and the office is closed at weekends.
const firstBookableDay = dayjs('2025-04-01');
const lastBookableDay = dayjs('2025-06-30');

function isWeekend(date: Dayjs) {
  const weekday = date.day();
  return weekday === 0 || weekday === 6;
}

export default function BookingWindow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Visit date"
        defaultValue={dayjs('2025-04-17')}
        minDate={firstBookableDay}
        maxDate={lastBookableDay}
        shouldDisableDate={isWeekend}
      />
    </LocalizationProvider>
  );
}
