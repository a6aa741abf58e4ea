import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

const messages: Record<NonNullable<TimeValidationError>, string> = {
  invalidDate: 'Enter a complete time.',
  minTime: 'The pool opens at 07:00.',
  maxTime: 'The last session starts at 21:00.',
  minutesStep: 'Sessions start on the quarter hour.',
  disablePast: 'That time has passed.',
  disableFuture: 'That time is in the future.',
  'shouldDisableTime-hours': 'That hour is not available.',
  'shouldDisableTime-minutes': 'That minute is not available.',
  'shouldDisableTime-seconds': 'That second is not available.',
};

export default function PickersBaseConceptsErrors() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Swimming session"
        ampm={false}
        defaultValue={dayjs('2025-03-10T22:10')}
        minTime={dayjs('2025-03-10T07:00')}
        maxTime={dayjs('2025-03-10T21:00')}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error ? messages[error] : 'Between 07:00 and 21:00',
          },
        }}
      />
    </LocalizationProvider>
  );
}
