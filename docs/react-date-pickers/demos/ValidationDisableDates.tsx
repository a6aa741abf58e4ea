import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Days the clinic is closed, besides weekends. A Set keeps each lookup cheap,
// which matters because the callback runs for every day the calendar draws.
const closedDays = new Set([
  '2025-12-24',
  '2025-12-25',
  '2025-12-26',
  '2025-12-31',
  '2026-01-01',
]);

function isClosed(day: Dayjs) {
  const weekday = day.day();
  return weekday === 0 || weekday === 6 || closedDays.has(day.format('YYYY-MM-DD'));
}

export default function ValidationDisableDates() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-22'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Appointment"
          value={value}
          onChange={setValue}
          shouldDisableDate={isClosed}
          onError={setError}
          helperText={error ? `Error: ${error}` : 'Type 12/25/2025 or a Saturday'}
        />
        <DateCalendar
          value={value}
          onChange={setValue}
          shouldDisableDate={isClosed}
          sx={{ maxWidth: '100%' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
