import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { AdapterFormats } from '@mui/x-date-pickers/models';
// AdapterMomentHijri with our fixes for 8.2.0 (see the second tab).
import { AdapterHijri } from './calendarSystemHijriAdapter';

// The popup is rendered at the end of the page, outside the dir="rtl" element.
const popupInRtl = { popper: { dir: 'rtl' }, dialog: { dir: 'rtl' } } as const;

const rtlCache = createCache({
  key: 'hijri-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

// The default `fullDate` ends with the Gregorian day (`Do`): use the Hijri one.
// The first letters of the default short weekdays repeat (أ, إ, أ): 'dd' gives
// one distinct letter per day.
const formats: Partial<AdapterFormats> = {
  fullDate: 'iYYYY, iMMMM iD',
  weekdayShort: 'dd',
};

// The adapter's date() creates moment-hijri dates from ISO strings (moment-hijri
// itself ships no TypeScript types). moment-hijri handles 1356 to 1499 AH only:
// keep every view inside that range.
const hijri = new AdapterHijri();
const minDate = hijri.date('1937-03-14'); // 1 Muharram 1356
const maxDate = hijri.date('2076-11-26'); // 29 Dhu al-Hijjah 1499
const eidAlFitr = hijri.date('2025-03-30'); // 1 Shawwal 1446

export default function CalendarSystemHijri() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider
        theme={(outer: Theme): Theme => ({ ...outer, direction: 'rtl' })}
      >
        <div dir="rtl" lang="ar">
          <LocalizationProvider dateAdapter={AdapterHijri} dateFormats={formats}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <DatePicker
                label="تاريخ الموعد"
                slotProps={popupInRtl}
                defaultValue={eidAlFitr}
                minDate={minDate}
                maxDate={maxDate}
              />
              <DateCalendar
                defaultValue={eidAlFitr}
                minDate={minDate}
                maxDate={maxDate}
              />
            </Stack>
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
