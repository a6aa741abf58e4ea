import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import TextField from '@mui/material/TextField';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The same rules as a DatePicker would get. validateDate needs all four base props.
const rules = {
  minDate: dayjs('2025-09-01'),
  maxDate: dayjs('2025-12-19'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day: Dayjs) => day.day() === 0,
};

// Only the rules set above can fail, so only their errors need a message.
const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  invalidDate: 'Not a date.',
  minDate: 'The term starts on September 1.',
  maxDate: 'The term ends on December 19.',
  shouldDisableDate: 'The library is closed on Sundays.',
};

function NativeDateInput() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-21'));
  const { validationError, hasValidationError } = useValidation({
    value,
    timezone: 'default',
    validator: validateDate,
    props: rules,
  });

  return (
    <TextField
      type="date"
      label="Return the books by"
      value={value?.isValid() ? value.format('YYYY-MM-DD') : ''}
      onChange={(event) =>
        setValue(event.target.value ? dayjs(event.target.value) : null)
      }
      error={hasValidationError}
      helperText={
        validationError
          ? (messages[validationError] ?? validationError)
          : 'During the autumn term'
      }
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

export default function ValidationCustomInput() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <NativeDateInput />
    </LocalizationProvider>
  );
}
