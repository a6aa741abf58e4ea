import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';
import type { AdapterFormats } from '@mui/x-date-pickers/models';

const rtlCache = createCache({
  key: 'jalali-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

// Persian texts for the buttons, toolbar and field placeholders.
const persianTexts = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

// faIR's short weekdays are "ش", "1ش", "2ش"...: the calendar would show "1" to "5".
// The narrow form ("ش", "ی", "د"...) gives one letter per day.
const formats: Partial<AdapterFormats> = { weekdayShort: 'EEEEE' };

// The popup is rendered at the end of the page, outside the dir="rtl" element.
const popupInRtl = { popper: { dir: 'rtl' }, dialog: { dir: 'rtl' } } as const;

export default function CalendarSystemJalali() {
  // A plain Date: 21 March 2025, the first day of the Jalali year 1404.
  const [value, setValue] = React.useState<Date | null>(
    new Date(2025, 2, 21, 10, 30),
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider
        theme={(outer: Theme): Theme => ({ ...outer, direction: 'rtl' })}
      >
        <div dir="rtl" lang="fa">
          {/* The adapter's default locale is faIR from date-fns-jalali. */}
          <LocalizationProvider
            dateAdapter={AdapterDateFnsJalali}
            dateFormats={formats}
            localeText={persianTexts}
          >
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <DateTimePicker
                label="زمان جلسه"
                value={value}
                onChange={setValue}
                slotProps={popupInRtl}
              />
              <DateCalendar value={value} onChange={setValue} />
              <Typography variant="body2" dir="ltr">
                Gregorian date of the value:{' '}
                {value ? value.toLocaleDateString('en-CA') : 'none'}
              </Typography>
            </Stack>
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
