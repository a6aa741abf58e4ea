import * as React from 'react';
import moment, { Moment } from 'moment';
import 'moment/locale/nl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function AdapterMomentDutch() {
  // With AdapterMoment, the value is a Moment object (or null).
  const [value, setValue] = React.useState<Moment | null>(moment('2025-03-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="nl">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Leverdatum" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2">
          Stored value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
