import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The rental desk is closed at weekends, so a rental cannot start on
// a Saturday or a Sunday. Cars can be returned to the drop box any day.
function isDeskClosed(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' && (day.day() === 0 || day.day() === 6);
}

const messages: Record<string, string> = {
  minDate: 'Bookings open on June 2, 2025.',
  maxDate: 'Bookings close on August 31, 2025.',
  shouldDisableDate: 'Pick-up is on weekdays only.',
  invalidRange: 'The return date is before the pick-up date.',
  invalidDate: 'This date does not exist.',
};

export default function DateRangePickerValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const reason = error[0] ?? error[1];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 340 }}>
        <DateRangePicker
          label="Car rental"
          defaultValue={[dayjs('2025-06-10'), dayjs('2025-06-15')]}
          minDate={dayjs('2025-06-02')}
          maxDate={dayjs('2025-08-31')}
          shouldDisableDate={isDeskClosed}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: { helperText: reason ? messages[reason] : 'Pick-up Mon–Fri' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
