import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('1925-01-01');
// A fixed cut-off keeps the demo stable; a real form would likely use disableFuture.
const latest = dayjs('2025-04-17');

function getMessage(error: DateValidationError) {
  switch (error) {
    case 'minDate':
      return 'Dates before 1925 are not accepted.';
    case 'maxDate':
      return 'The date cannot be after April 17, 2025.';
    case 'invalidDate':
      return 'That day does not exist in the chosen month.';
    default:
      return null;
  }
}

export default function ValidationMessage() {
  const [error, setError] = React.useState<DateValidationError>(null);
  const message = getMessage(error);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        defaultValue={dayjs('1990-06-15')}
        minDate={earliest}
        maxDate={latest}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: message ?? 'Try typing a year such as 2030.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
