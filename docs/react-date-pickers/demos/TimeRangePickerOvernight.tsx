import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function NightShift({ endDay, label }: { endDay: string; label: string }) {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <TimeRangePicker
      label={label}
      ampm={false}
      defaultValue={[dayjs('2025-06-09T22:00'), dayjs(`${endDay}T06:00`)]}
      onError={setError}
      slotProps={{
        textField: {
          helperText: error[1] === null ? 'Valid range' : `Error: ${error[1]}`,
        },
      }}
    />
  );
}

export default function TimeRangePickerOvernight() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Both values on June 9: 06:00 comes before 22:00. */}
        <NightShift label="Night shift, same date" endDay="2025-06-09" />
        {/* The end is dated June 10, so the range runs through midnight. */}
        <NightShift label="Night shift, end on the next day" endDay="2025-06-10" />
      </Stack>
    </LocalizationProvider>
  );
}
