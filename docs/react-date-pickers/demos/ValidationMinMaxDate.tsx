import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// A membership can start between March 15, 2024 and September 30, 2026.
const firstStart = dayjs('2024-03-15');
const lastStart = dayjs('2026-09-30');

export default function ValidationMinMaxDate() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Membership start"
        defaultValue={dayjs('2024-03-20')}
        minDate={firstStart}
        maxDate={lastStart}
        views={['year', 'month', 'day']}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? `Error: ${error}` : 'From 03/15/2024 to 09/30/2026',
          },
        }}
      />
    </LocalizationProvider>
  );
}
