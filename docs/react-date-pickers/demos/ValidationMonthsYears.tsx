import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The camp runs every summer except in 2026, and never in August.
const isAugust = (month: Dayjs) => month.month() === 7;
const isSkippedYear = (year: Dayjs) => year.year() === 2026;

export default function ValidationMonthsYears() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Camp arrival"
        defaultValue={dayjs('2025-07-14')}
        views={['year', 'month', 'day']}
        openTo="month"
        minDate={dayjs('2024-01-01')}
        maxDate={dayjs('2028-12-31')}
        shouldDisableMonth={isAugust}
        shouldDisableYear={isSkippedYear}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? `Error: ${error}` : 'Not in August, not in 2026',
          },
        }}
      />
    </LocalizationProvider>
  );
}
