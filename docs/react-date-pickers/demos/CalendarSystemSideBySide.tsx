import * as React from 'react';
import type { Moment } from 'moment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
// AdapterMomentHijri with our fixes for 8.2.0, shared with the previous demo.
import { AdapterHijri } from './calendarSystemHijriAdapter';

// Creates moment-hijri dates from ISO strings.
const hijri = new AdapterHijri();
const hijriMin = hijri.date('1937-03-14');
const hijriMax = hijri.date('2076-11-26');

export default function CalendarSystemSideBySide() {
  // One value for the three calendars: a native Date.
  const [day, setDay] = React.useState<Date>(new Date(2025, 2, 30));

  // With three adapters imported, TypeScript types each value as Date | Moment.
  const handleDateChange = (next: Date | Moment | null) => {
    if (next instanceof Date) {
      setDay(next);
    }
  };
  const handleHijriChange = (next: Date | Moment | null) => {
    if (next) {
      setDay(new Date(next.valueOf()));
    }
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Stack>
        <Typography variant="subtitle2">Gregorian (date-fns)</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DateCalendar value={day} onChange={handleDateChange} />
        </LocalizationProvider>
      </Stack>
      <Stack>
        <Typography variant="subtitle2">Jalali (date-fns-jalali)</Typography>
        {/* date-fns-jalali also works on native Date objects. */}
        <LocalizationProvider
          dateAdapter={AdapterDateFnsJalali}
          dateFormats={{ weekdayShort: 'EEEEE' }}
        >
          <DateCalendar value={day} onChange={handleDateChange} />
        </LocalizationProvider>
      </Stack>
      <Stack>
        <Typography variant="subtitle2">Hijri (moment-hijri)</Typography>
        {/* Convert the Date to a Hijri Moment, and back on change. */}
        <LocalizationProvider
          dateAdapter={AdapterHijri}
          dateFormats={{ weekdayShort: 'dd' }}
        >
          <DateCalendar
            value={hijri.date(day.toISOString())}
            onChange={handleHijriChange}
            minDate={hijriMin}
            maxDate={hijriMax}
          />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
