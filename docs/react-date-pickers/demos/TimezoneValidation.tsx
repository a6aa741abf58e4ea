import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

dayjs.extend(utc);
dayjs.extend(timezone);

// Submissions close at 11:59 PM in California: 8:59 AM the next day in Paris.
const deadline = dayjs.tz('2025-06-30T23:59', 'America/Los_Angeles');

export default function TimezoneValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.tz('2025-07-01T09:30', 'Europe/Paris'),
  );
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Submission time (Paris)"
        value={value}
        onChange={setValue}
        timezone="Europe/Paris"
        maxDateTime={deadline}
        ampm={false}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error
              ? `Error: ${error}`
              : 'Until 07/01/2025 08:59 in Paris',
          },
        }}
      />
    </LocalizationProvider>
  );
}
