import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError, TimeView } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: 'Registration opens on May 5, 2025 at 9:00 AM.',
  minTime: 'Registration opens on May 5, 2025 at 9:00 AM.',
  maxDate: 'Registration closes on May 9, 2025 at 5:30 PM.',
  maxTime: 'Registration closes on May 9, 2025 at 5:30 PM.',
  'shouldDisableTime-hours': 'The desk is closed from 12 to 1 PM.',
  invalidDate: 'This date does not exist.',
};

// The desk closes for lunch every day.
const isLunchHour = (value: Dayjs, view: TimeView) => view === 'hours' && value.hour() === 12;

export default function DateTimePickerValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 320 }}>
        <DateTimePicker
          label="Registration time"
          defaultValue={dayjs('2025-05-05T08:30')}
          minDateTime={dayjs('2025-05-05T09:00')}
          maxDateTime={dayjs('2025-05-09T17:30')}
          shouldDisableTime={isLunchHour}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: { helperText: error ? messages[error] : 'May 5, 9:00 AM to May 9, 5:30 PM' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
