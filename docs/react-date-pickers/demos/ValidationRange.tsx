import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// No arrivals on Sundays and no departures on Mondays, within the 2025 summer season.
function isDisabled(day: Dayjs, position: 'start' | 'end') {
  return position === 'start' ? day.day() === 0 : day.day() === 1;
}

export default function ValidationRange() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const [startError, endError] = error;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Stay"
        defaultValue={[dayjs('2025-07-06'), dayjs('2025-07-12')]}
        minDate={dayjs('2025-06-01')}
        maxDate={dayjs('2025-09-30')}
        shouldDisableDate={isDisabled}
        onError={setError}
        slotProps={{
          textField: {
            helperText: `Start: ${startError ?? 'valid'}, end: ${endError ?? 'valid'}`,
          },
        }}
      />
    </LocalizationProvider>
  );
}
