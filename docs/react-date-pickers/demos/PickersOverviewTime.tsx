import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function PickersOverviewTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Only the hours and minutes of the value are edited; the day part is kept. */}
      <TimePicker label="Alarm" defaultValue={dayjs('2025-05-30T06:45')} />
    </LocalizationProvider>
  );
}
