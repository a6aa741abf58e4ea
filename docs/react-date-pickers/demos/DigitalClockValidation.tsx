import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// Tee times: every 10 minutes, but the course is closed to visitors from 11 AM to 1 PM.
function isBlocked(time: Dayjs, view: TimeView) {
  return view === 'hours' && time.hour() >= 11 && time.hour() < 13;
}

export default function DigitalClockValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <MultiSectionDigitalClock
          value={value}
          onChange={setValue}
          minutesStep={10}
          shouldDisableTime={isBlocked}
        />
        <Typography variant="body2">Tee time: {value?.format('h:mm A')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
