import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The freeze window opens on June 10 at 6 PM and closes on June 20 at noon.
// Deployments may not start on a Friday.
const windowOpens = dayjs('2025-06-10T18:00');
const windowCloses = dayjs('2025-06-20T12:00');

function startsOnFriday(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' && day.day() === 5;
}

export default function DateTimeRangePickerValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([
    null,
    null,
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker
          label="Deployment"
          defaultValue={[dayjs('2025-06-11T20:00'), dayjs('2025-06-12T02:00')]}
          minDateTime={windowOpens}
          maxDateTime={windowCloses}
          shouldDisableDate={startsOnFriday}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          onError={setError}
          sx={{ minWidth: 420 }}
        />
        <Typography variant="body2">
          Start: {error[0] ?? 'valid'} · End: {error[1] ?? 'valid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
