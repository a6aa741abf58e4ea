import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function AdapterLuxonSpanish() {
  // With AdapterLuxon, the value is a Luxon DateTime (or null).
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2025-03-15'),
  );

  return (
    // Luxon needs no locale import: it reads the locale data from the browser (Intl).
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="es">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Fecha de entrega" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2">
          Stored value: {value?.isValid ? value.toISODate() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
