import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Leave can be booked for the second half of 2025 only,
// and it may not end on a Friday (the payroll day).
const firstDay = dayjs('2025-07-01');
const lastDay = dayjs('2025-12-31');

function endsOnFriday(day: Dayjs, position: 'start' | 'end') {
  return position === 'end' && day.day() === 5;
}

export default function DateRangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 400 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-14')]}
          minDate={firstDay}
          maxDate={lastDay}
          shouldDisableDate={endsOnFriday}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Leave starts' : 'Leave ends',
            }),
          }}
        />
        <Typography variant="body2">
          Start error: {error[0] ?? 'none'} · End error: {error[1] ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
