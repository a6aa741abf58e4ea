import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Styles created through this cache have their left and right sides swapped.
// The popup is rendered at the end of the page, outside the dir="rtl" element.
const popupInRtl = { popper: { dir: 'rtl' }, dialog: { dir: 'rtl' } } as const;

const rtlCache = createCache({
  key: 'pickers-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

export default function AdapterRtlArabic() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider
        theme={(outer: Theme): Theme => ({ ...outer, direction: 'rtl' })}
      >
        <div dir="rtl" lang="ar">
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="ar">
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <DatePicker
                label="تاريخ الموعد"
                slotProps={popupInRtl}
                defaultValue={dayjs('2025-03-15')}
              />
              <DateCalendar defaultValue={dayjs('2025-03-15')} />
            </Stack>
          </LocalizationProvider>
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
