import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function DateTimeRangePickerCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two months side by side for a trip across a month boundary. */}
      <DateTimeRangePicker
        label="Sailing trip"
        calendars={2}
        defaultValue={[dayjs('2025-06-27T10:00'), dayjs('2025-07-04T16:00')]}
        sx={{ width: '100%', minWidth: 420, maxWidth: 460 }}
      />
    </LocalizationProvider>
  );
}
