import moment from 'moment-jalaali';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';
import type { AdapterFormats } from '@mui/x-date-pickers/models';

// Registers the 'fa' locale of Moment with Persian month and weekday names.
// Like any Moment locale definition, it also becomes the global locale.
moment.loadPersian({ dialect: 'persian-modern' });

// The popup is rendered at the end of the page, outside the dir="rtl" element.
const popupInRtl = { popper: { dir: 'rtl' }, dialog: { dir: 'rtl' } } as const;

const rtlCache = createCache({
  key: 'jalaali-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});
const persianTexts = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

// The default `fullDate` ends with the Gregorian day (`Do`): use the Jalali one.
const formats: Partial<AdapterFormats> = { fullDate: 'jYYYY, jMMMM jD' };

const nowruz = moment('2025-03-21');

export default function CalendarSystemJalaliMoment() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider
        theme={(outer: Theme): Theme => ({ ...outer, direction: 'rtl' })}
      >
        <div dir="rtl" lang="fa">
          <LocalizationProvider
            dateAdapter={AdapterMomentJalaali}
            dateFormats={formats}
            localeText={persianTexts}
          >
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <DatePicker
                label="تاریخ سفر"
                slotProps={popupInRtl}
                defaultValue={nowruz}
              />
              <DateCalendar defaultValue={nowruz} />
            </Stack>
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
