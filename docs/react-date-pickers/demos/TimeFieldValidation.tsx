import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'Deliveries start at 7:00 AM.',
  maxTime: 'The last delivery slot is 8:00 PM.',
  minutesStep: 'Pick a quarter hour (:00, :15, :30 or :45).',
  invalidDate: 'Complete the time.',
};

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Delivery slot"
        defaultValue={dayjs('2025-03-14T09:30')}
        minTime={dayjs('2025-03-14T07:00')}
        maxTime={dayjs('2025-03-14T20:00')}
        minutesStep={15}
        onError={setError}
        helperText={error ? messages[error] : 'Quarter hours from 7:00 AM to 8:00 PM.'}
      />
    </LocalizationProvider>
  );
}
