import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DateTimeField,
  DateTimeFieldProps,
} from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Every field gets the same value and the same minTime, 9:00 AM on January 1, 2025.
const value = dayjs('2025-06-03T07:00');
const minTime = dayjs('2025-01-01T09:00');

function ReportedField(props: DateTimeFieldProps & { label: string }) {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  return (
    <DateTimeField
      {...props}
      defaultValue={value}
      minTime={minTime}
      onError={setError}
      helperText={`onError: ${error ?? 'null (valid)'}`}
    />
  );
}

export default function ValidationDateTimeOverride() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <ReportedField label="minTime only" />
        {/* Ignored: the field sets this prop itself. */}
        <ReportedField
          label="+ disableIgnoringDatePart…"
          disableIgnoringDatePartForTimeValidation
        />
        {/* disableFuture switches minTime to a full date-time comparison. */}
        <ReportedField label="+ disableFuture" disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
