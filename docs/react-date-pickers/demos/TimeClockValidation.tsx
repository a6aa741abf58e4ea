import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Pool open 6 AM to 8 PM, closed for cleaning from 1 PM to 2 PM. */}
      <TimeClock
        ampmInClock
        defaultValue={dayjs('2025-03-14T09:30')}
        minTime={dayjs('2025-03-14T06:00')}
        maxTime={dayjs('2025-03-14T20:00')}
        shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 13}
      />
    </LocalizationProvider>
  );
}
