import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The studio can be booked from 8 AM to 10 PM, in 15-minute steps,
// except during the 1 PM cleaning hour.
const opens = dayjs('2025-06-09T08:00');
const closes = dayjs('2025-06-09T22:00');

function isCleaningHour(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() === 13;
}

export default function TimeRangePickerValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeRangePicker
          label="Studio booking"
          defaultValue={[dayjs('2025-06-09T10:00'), dayjs('2025-06-09T12:00')]}
          minTime={opens}
          maxTime={closes}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          shouldDisableTime={isCleaningHour}
          onError={setError}
        />
        <Typography variant="body2">
          Start: {error[0] ?? 'valid'} · End: {error[1] ?? 'valid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
