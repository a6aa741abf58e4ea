import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/hu';
import 'dayjs/locale/ja';
import 'dayjs/locale/ko';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const meeting = dayjs('2025-03-14T15:30');
// Day.js locale names: each one brings its own date order and hour cycle.
const dayjsLocales = ['en', 'en-gb', 'de', 'hu', 'ja', 'ko'];

export default function LocalizationFieldOrder() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {dayjsLocales.map((locale) => (
        <LocalizationProvider
          key={locale}
          dateAdapter={AdapterDayjs}
          adapterLocale={locale}
        >
          <DateTimeField
            label={`adapterLocale="${locale}"`}
            defaultValue={meeting}
          />
        </LocalizationProvider>
      ))}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        {/* ampm overrides the hour cycle of the locale. */}
        <DateTimeField
          label='"en" with ampm={false}'
          defaultValue={meeting}
          ampm={false}
        />
      </LocalizationProvider>
    </Stack>
  );
}
