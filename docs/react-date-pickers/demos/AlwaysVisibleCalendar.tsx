import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function AlwaysVisibleCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* No field and no popup: the toolbar, calendar and action bar sit in the page. */}
      <StaticDatePicker defaultValue={dayjs('2025-04-17')} />
    </LocalizationProvider>
  );
}
