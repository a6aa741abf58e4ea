import * as React from 'react';
import { fr } from 'date-fns/locale/fr';
import { formatISO, isValid } from 'date-fns';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function AdapterDateFnsFrench() {
  // With AdapterDateFns, the value is a native Date (or null). Months count from 0.
  const [value, setValue] = React.useState<Date | null>(new Date(2025, 2, 15));

  return (
    // date-fns takes the locale object itself, not its name.
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Date de livraison" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2">
          Stored value:{' '}
          {value && isValid(value)
            ? formatISO(value, { representation: 'date' })
            : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
