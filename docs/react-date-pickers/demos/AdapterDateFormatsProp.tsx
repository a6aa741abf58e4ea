import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { AdapterFormats } from '@mui/x-date-pickers/models';

// Defined outside the component: a new object on each render would rebuild the adapter.
const formats: Partial<AdapterFormats> = {
  keyboardDate: 'YYYY-MM-DD', // fields of date pickers
  month: 'MMM', // month name in the calendar header
  dayOfMonth: 'DD', // day buttons
};

export default function AdapterDateFormatsProp() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={formats}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Invoice date" defaultValue={dayjs('2025-03-07')} />
        <DateCalendar defaultValue={dayjs('2025-03-07')} />
      </Stack>
    </LocalizationProvider>
  );
}
