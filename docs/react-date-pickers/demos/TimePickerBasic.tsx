import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker label="Stand-up starts at" defaultValue={dayjs('2025-03-14T09:30')} />
    </LocalizationProvider>
  );
}
