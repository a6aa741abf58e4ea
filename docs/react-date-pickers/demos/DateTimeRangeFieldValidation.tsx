import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Rooms can be held from July 1, 3 PM, to July 31, 11 AM,
// and guests cannot check out on a Sunday.
const firstCheckIn = dayjs('2025-07-01T15:00');
const lastCheckOut = dayjs('2025-07-31T11:00');

function sundayCheckOut(day: Dayjs, position: 'start' | 'end') {
  return position === 'end' && day.day() === 0;
}

export default function DateTimeRangeFieldValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([
    null,
    null,
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <MultiInputDateTimeRangeField
          defaultValue={[dayjs('2025-07-04T16:00'), dayjs('2025-07-07T10:00')]}
          minDateTime={firstCheckIn}
          maxDateTime={lastCheckOut}
          shouldDisableDate={sundayCheckOut}
          onError={setError}
          direction={{ xs: 'column', sm: 'row' }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
            separator: { sx: { display: { xs: 'none', sm: 'block' } } },
          }}
        />
        <Typography variant="body2">
          Check-in: {error[0] ?? 'valid'} · Check-out: {error[1] ?? 'valid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
