import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function AdapterDayjsGerman() {
  // With AdapterDayjs, the value is a Dayjs object (or null).
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-15'));

  return (
    // The string matches the name of the locale file imported above.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="Liefertermin" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} />
        <Typography variant="body2">
          {/* Read the value with the Day.js API. */}
          Stored value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
