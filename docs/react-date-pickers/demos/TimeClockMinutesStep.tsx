import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockMinutesStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Dragging the hand snaps to multiples of 10; other minutes are disabled. */}
      <TimeClock
        views={['minutes']}
        minutesStep={10}
        defaultValue={dayjs('2025-03-14T09:30')}
      />
    </LocalizationProvider>
  );
}
