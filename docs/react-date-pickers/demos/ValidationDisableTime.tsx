import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeView, TimeValidationError } from '@mui/x-date-pickers/models';

// The desk is closed from noon to 1 PM, and the 4:30 PM slot is kept for a daily meeting.
function isUnavailable(time: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return time.hour() === 12;
  }
  if (view === 'minutes') {
    return time.hour() === 16 && time.minute() === 30;
  }
  return false;
}

export default function ValidationDisableTime() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Pick-up slot"
        defaultValue={dayjs('2025-06-10T12:15')}
        minutesStep={15}
        shouldDisableTime={isUnavailable}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error
              ? `Error: ${error}`
              : 'Quarter hours, not 12 to 1, not 4:30',
          },
        }}
      />
    </LocalizationProvider>
  );
}
