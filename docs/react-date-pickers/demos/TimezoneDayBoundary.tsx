import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

// 23:30 UTC on New Year's Eve: already 2026 east of UTC, still 2025 to the west.
const instant = dayjs.utc('2025-12-31T23:30:00Z');
const zones = ['America/Los_Angeles', 'UTC', 'Asia/Tokyo'];

export default function TimezoneDayBoundary() {
  const [zone, setZone] = React.useState('UTC');
  const [value, setValue] = React.useState<Dayjs | null>(instant);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="timezone"
          value={zone}
          onChange={(_event, next: string | null) => next && setZone(next)}
        >
          {zones.map((option) => (
            <ToggleButton key={option} value={option}>
              {option.split('/').pop()?.replace('_', ' ')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateField
          label="Day of the event"
          value={value}
          onChange={setValue}
          timezone={zone}
        />
        {/* In 8.2.0 a mounted calendar keeps the days of its first zone: the key remounts it. */}
        <DateCalendar
          key={zone}
          value={value}
          onChange={setValue}
          timezone={zone}
          sx={{ m: 0, maxWidth: '100%' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
