import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TimeView } from '@mui/x-date-pickers/models';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

// Deliveries are accepted between 6 AM and 2 PM, on the half hour,
// and never during the 10 AM staff meeting.
const firstSlot = dayjs('2025-06-09T06:00');
const lastSlot = dayjs('2025-06-09T14:00');

function isMeetingHour(value: Dayjs, view: TimeView) {
  return view === 'hours' && value.hour() === 10;
}

export default function TimeRangeFieldValidation() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <MultiInputTimeRangeField
          defaultValue={[dayjs('2025-06-09T07:00'), dayjs('2025-06-09T08:30')]}
          minTime={firstSlot}
          maxTime={lastSlot}
          minutesStep={30}
          shouldDisableTime={isMeetingHour}
          onError={setError}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Delivery from' : 'Delivery until',
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
