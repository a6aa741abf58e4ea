import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

function useHelper(hint: string) {
  const [error, setError] = React.useState<DateTimeValidationError>(null);
  return { onError: setError, helperText: error ? `Error: ${error}` : hint };
}

export default function ValidationDateTimeLimits() {
  const bid = useHelper('Sale: June 10, 2:30 PM to June 20, 11 AM');
  const delivery = useHelper('June 2025, 9 AM to 5 PM every day');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* One window with a start and an end moment. */}
        <DateTimePicker
          label="Bid time"
          defaultValue={dayjs('2025-06-10T11:00')}
          minDateTime={dayjs('2025-06-10T14:30')}
          maxDateTime={dayjs('2025-06-20T11:00')}
          onError={bid.onError}
          slotProps={{ textField: { helperText: bid.helperText } }}
        />
        {/* A range of days, and a range of hours inside every day. */}
        <DateTimePicker
          label="Delivery time"
          defaultValue={dayjs('2025-06-12T11:00')}
          minDate={dayjs('2025-06-01')}
          maxDate={dayjs('2025-06-30')}
          minTime={dayjs('2025-06-01T09:00')}
          maxTime={dayjs('2025-06-01T17:00')}
          onError={delivery.onError}
          slotProps={{ textField: { helperText: delivery.helperText } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
