import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

// The car was rented on June 10 at 2:30 PM. The return is the next morning.
const pickUp = dayjs('2025-06-10T14:30');

export default function ValidationTimeDatePart() {
  const [compareDates, setCompareDates] = React.useState(false);
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={
            <Switch
              checked={compareDates}
              onChange={(event) => setCompareDates(event.target.checked)}
            />
          }
          label="Compare the dates too"
        />
        <TimePicker
          label="Return time (June 11)"
          defaultValue={dayjs('2025-06-11T09:00')}
          minTime={pickUp}
          // false (the default): only 09:00 and 14:30 are compared.
          // true: June 11 at 09:00 is compared with June 10 at 14:30.
          disableIgnoringDatePartForTimeValidation={compareDates}
          onError={setError}
          slotProps={{
            textField: {
              helperText: error ? `Error: ${error}` : 'After the pick-up',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
