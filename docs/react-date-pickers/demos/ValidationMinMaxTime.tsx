import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// Only the time of day of these limits counts: their date (January 1, 2000) is ignored.
const opening = dayjs('2000-01-01T08:00');
const closing = dayjs('2000-01-01T18:30');

export default function ValidationMinMaxTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Callback time"
        defaultValue={dayjs('2025-06-10T19:15')}
        minTime={opening}
        maxTime={closing}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? `Error: ${error}` : 'Between 08:00 AM and 06:30 PM',
          },
        }}
      />
    </LocalizationProvider>
  );
}
