import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

function describe(date: Dayjs | null) {
  // An empty or partly typed field reports null.
  if (date === null) {
    return 'No date';
  }
  // A fully typed but impossible date, such as 02/31/2025, is an invalid Dayjs object.
  return date.isValid() ? date.format('dddd, MMMM D, YYYY') : 'Invalid date';
}

export default function UncontrolledAndControlled() {
  const [checkOut, setCheckOut] = React.useState<Dayjs | null>(dayjs('2025-04-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Uncontrolled: the picker keeps its own state, seeded once by defaultValue. */}
        <DatePicker
          label="Check-in (uncontrolled)"
          defaultValue={dayjs('2025-04-17')}
        />
        {/* Controlled: the parent owns the value and receives every change. */}
        <DatePicker
          label="Check-out (controlled)"
          value={checkOut}
          onChange={(newValue) => setCheckOut(newValue)}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Check-out in parent state: {describe(checkOut)}
      </Typography>
    </LocalizationProvider>
  );
}
