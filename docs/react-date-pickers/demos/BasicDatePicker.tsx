import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function BasicDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The field starts empty; referenceDate only decides which month the calendar shows first. */}
      <DatePicker label="Appointment" referenceDate={dayjs('2025-04-17')} />
    </LocalizationProvider>
  );
}
