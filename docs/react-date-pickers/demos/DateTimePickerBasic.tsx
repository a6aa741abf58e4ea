import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker label="Kick-off call" defaultValue={dayjs('2025-10-14T09:30')} />
    </LocalizationProvider>
  );
}
