import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

type Zone = 'UTC' | 'system' | 'default' | 'Pacific/Auckland';

export default function TimezoneSystem() {
  const [zone, setZone] = React.useState<Zone>('UTC');
  const [readerZone, setReaderZone] = React.useState('');
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2025-11-20T18:00:00Z'),
  );

  const handleZone = (_event: React.MouseEvent, next: Zone | null) => {
    if (next) {
      setZone(next);
      // Read the reader's zone on click, not during render, so the server markup stays the same.
      setReaderZone(dayjs.tz.guess());
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="timezone"
          value={zone}
          onChange={handleZone}
        >
          <ToggleButton value="UTC">UTC</ToggleButton>
          <ToggleButton value="system">system</ToggleButton>
          <ToggleButton value="default">default</ToggleButton>
          <ToggleButton value="Pacific/Auckland">Auckland</ToggleButton>
        </ToggleButtonGroup>
        <DateTimePicker
          label="Webinar"
          value={value}
          onChange={setValue}
          timezone={zone}
        />
        <Typography variant="body2">
          Stored (UTC): {value?.isValid() ? value.toISOString() : 'invalid'}
        </Typography>
        {readerZone && (
          <Typography variant="body2">Your browser's zone: {readerZone}</Typography>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
