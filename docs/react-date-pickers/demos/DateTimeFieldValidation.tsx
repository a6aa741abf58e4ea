import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Maintenance windows start on the quarter hour between these two moments.
const windowOpens = dayjs('2025-06-02T22:00');
const windowCloses = dayjs('2025-06-06T06:00');

const messages: Partial<Record<NonNullable<DateTimeValidationError>, string>> = {
  minDate: 'Too early: the first window is June 2 at 22:00.',
  minTime: 'Too early: the first window is June 2 at 22:00.',
  maxDate: 'Too late: the last window is June 6 at 06:00.',
  maxTime: 'Too late: the last window is June 6 at 06:00.',
  minutesStep: 'Start on :00, :15, :30 or :45.',
  invalidDate: 'This date does not exist.',
};

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Maintenance start"
        defaultValue={dayjs('2025-06-03T01:10')}
        ampm={false}
        minDateTime={windowOpens}
        maxDateTime={windowCloses}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        helperText={error ? messages[error] : 'Between June 2, 22:00 and June 6, 06:00'}
        sx={{ maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
