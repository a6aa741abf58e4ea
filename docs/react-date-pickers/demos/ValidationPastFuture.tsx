import * as React from 'react';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The three pickers start empty: what counts as past or future depends on the
// reader's clock, so only the values they enter are checked.
function useErrorText() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  return {
    onError: (newError: DateTimeValidationError) => setError(newError),
    helperText: error ? `Error: ${error}` : ' ',
  };
}

export default function ValidationPastFuture() {
  const birth = useErrorText();
  const delivery = useErrorText();
  const reminder = useErrorText();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Date of birth"
          disableFuture
          onError={birth.onError}
          slotProps={{ textField: { helperText: birth.helperText } }}
        />
        <DatePicker
          label="Delivery date"
          disablePast
          onError={delivery.onError}
          slotProps={{ textField: { helperText: delivery.helperText } }}
        />
        <DateTimePicker
          label="Reminder"
          disablePast
          onError={reminder.onError}
          slotProps={{ textField: { helperText: reminder.helperText } }}
        />
        <TimePicker label="Clock-in time" disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
