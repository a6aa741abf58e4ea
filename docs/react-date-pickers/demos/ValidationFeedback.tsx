import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Orders can be shipped until the end of June 2025.
const lastShippingDay = dayjs('2025-06-30');

export default function ValidationFeedback() {
  // Starts after the limit, so the field is red from the first render.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-07-03'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Shipping date"
          value={value}
          onChange={setValue}
          maxDate={lastShippingDay}
        />
        {/* The calendar shares the value: it greys out every day after June 30. */}
        <DateCalendar
          value={value}
          onChange={setValue}
          maxDate={lastShippingDay}
          referenceDate={lastShippingDay}
          sx={{ maxWidth: '100%' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
