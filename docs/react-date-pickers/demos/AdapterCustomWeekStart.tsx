import { enUS } from 'date-fns/locale/en-US';
import type { Locale } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A copy of US English whose weeks start on Monday (0 is Sunday, 1 is Monday).
// The original locale object is not changed, so other pickers keep Sunday.
const enUSMonday: Locale = {
  ...enUS,
  options: { ...enUS.options, weekStartsOn: 1 },
};

export default function AdapterCustomWeekStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSMonday}>
      <DateCalendar defaultValue={new Date(2025, 2, 15)} displayWeekNumber />
    </LocalizationProvider>
  );
}
