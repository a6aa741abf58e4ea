import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const opening = dayjs('2025-03-14T08:00');
const closing = dayjs('2025-03-14T18:00');

function getMessage(error: TimeValidationError) {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The clinic is open from 8:00 AM to 6:00 PM.';
    case 'shouldDisableTime-hours':
      return 'No appointments during the 12 PM lunch break.';
    case 'shouldDisableTime-minutes':
      return 'Appointments start on the hour or at half past.';
    case 'invalidDate':
      return 'Enter a complete time.';
    default:
      return null;
  }
}

export default function TimePickerValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Appointment"
        defaultValue={dayjs('2025-03-14T09:30')}
        minTime={opening}
        maxTime={closing}
        shouldDisableTime={(time, view) =>
          (view === 'hours' && time.hour() === 12) ||
          (view === 'minutes' && time.minute() % 30 !== 0)
        }
        onError={setError}
        slotProps={{
          textField: { helperText: getMessage(error) ?? 'Try typing 12:30 PM or 7:00 PM.' },
        }}
      />
    </LocalizationProvider>
  );
}
