import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/ar';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const locales = [
  { code: 'en', label: 'English (Sunday)' },
  { code: 'fr', label: 'French (Monday)' },
  { code: 'ar', label: 'Arabic (Saturday)' },
];

export default function AdapterWeekStart() {
  const [locale, setLocale] = React.useState('en');

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Locale of the calendar"
        value={locale}
        onChange={(_event, next: string | null) => next && setLocale(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {locales.map(({ code, label }) => (
          <ToggleButton key={code} value={code}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <DateCalendar defaultValue={dayjs('2025-03-15')} />
      </LocalizationProvider>
    </Stack>
  );
}
