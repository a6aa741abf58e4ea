import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The course runs in autumn 2025 and has no sessions on Sundays.
const firstSession = dayjs('2025-09-01');
const lastSession = dayjs('2025-12-19');
const isSunday = (date: Dayjs) => date.day() === 0;

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'The course starts on September 1, 2025.',
  maxDate: 'The course ends on December 19, 2025.',
  shouldDisableDate: 'There are no sessions on Sundays.',
  invalidDate: 'This date does not exist.',
};

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Session date"
        defaultValue={dayjs('2025-09-14')}
        minDate={firstSession}
        maxDate={lastSession}
        shouldDisableDate={isSunday}
        onError={(newError) => setError(newError)}
        helperText={error ? messages[error] : 'Monday to Saturday, Sep 1 to Dec 19'}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
