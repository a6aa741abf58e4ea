import { enUS } from 'date-fns-jalali/locale/en-US';
import Stack from '@mui/material/Stack';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Nowruz 1404: the Jalali calendar, with English month names.
const nowruz = new Date(2025, 2, 21);

export default function CalendarSystemJalaliEnglish() {
  return (
    // The locale comes from date-fns-jalali, not from date-fns.
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali} adapterLocale={enUS}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Visa start" defaultValue={nowruz} />
        <DateCalendar defaultValue={nowruz} />
      </Stack>
    </LocalizationProvider>
  );
}
