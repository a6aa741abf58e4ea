import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// Departure times are entered in the zone of the airport, and stored in UTC.
const airports = {
  JFK: 'America/New_York',
  LHR: 'Europe/London',
  DXB: 'Asia/Dubai',
  SYD: 'Australia/Sydney',
};
type Airport = keyof typeof airports;

export default function TimezoneStoreUtc() {
  const [airport, setAirport] = React.useState<Airport>('LHR');
  // The value is a UTC Day.js object, so onChange returns UTC objects too.
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs.utc('2025-10-26T09:45:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TextField
          select
          size="small"
          label="Airport"
          value={airport}
          onChange={(event) => setAirport(event.target.value as Airport)}
        >
          {Object.keys(airports).map((code) => (
            <MenuItem key={code} value={code}>
              {code} ({airports[code as Airport]})
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Departure, local time"
          value={departure}
          timezone={airports[airport]}
          onChange={setDeparture}
        />
        {/* What your API would receive. */}
        <Typography variant="body2">
          Sent to the server:{' '}
          {departure?.isValid() ? departure.toISOString() : 'nothing valid yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
