import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Both plugins ship with Day.js. Extend once, before any picker renders.
dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'UTC',
  'America/New_York',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default function TimezoneOneInstant() {
  // One instant, stored in UTC: the launch of a live stream.
  const [launch, setLaunch] = React.useState<Dayjs | null>(
    dayjs.utc('2025-07-01T15:00:00Z'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {zones.map((zone) => (
          <DateTimeField
            key={zone}
            label={zone}
            value={launch}
            onChange={setLaunch}
            timezone={zone}
            ampm={false}
          />
        ))}
        <Typography variant="body2">
          Stored: {launch?.isValid() ? launch.toISOString() : String(launch)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
