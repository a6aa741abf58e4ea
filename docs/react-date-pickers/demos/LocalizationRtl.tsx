import 'dayjs/locale/he';
import dayjs from 'dayjs';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { heIL } from '@mui/x-date-pickers/locales';

// Flips left and right in the styles of everything rendered inside it.
const hebrewCache = createCache({
  key: 'he-rtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

export default function LocalizationRtl() {
  return (
    <CacheProvider value={hebrewCache}>
      {/* The theme direction, the dir attribute and the cache go together. */}
      <ThemeProvider
        theme={(outerTheme) =>
          createTheme({ ...outerTheme, direction: 'rtl' }, heIL)
        }
      >
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
          <Stack dir="rtl" lang="he" spacing={2} sx={{ maxWidth: 320 }}>
            <DateField label="תאריך הטיסה" defaultValue={dayjs('2025-04-10')} />
            <div style={{ overflowX: 'auto' }}>
              <StaticDatePicker defaultValue={dayjs('2025-04-10')} />
            </div>
          </Stack>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
