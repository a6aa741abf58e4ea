import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// Parking costs 3 per started hour, with a cap of 20 per started day.
function parkingFee([entry, exit]: DateRange<Dayjs>) {
  if (!entry?.isValid() || !exit?.isValid()) {
    return 'Enter both timestamps to see the fee.';
  }
  const hours = Math.ceil(exit.diff(entry, 'minute') / 60);
  if (hours <= 0) {
    return 'The exit must come after the entry.';
  }
  const days = Math.floor(hours / 24);
  const fee = days * 20 + Math.min((hours % 24) * 3, 20);
  return `${hours} started hour(s): fee ${fee}`;
}

export default function DateTimeRangeFieldControlled() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09T08:10'),
    dayjs('2025-06-10T11:45'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <SingleInputDateTimeRangeField
          label="Parking: entry and exit"
          value={stay}
          onChange={(newStay) => setStay(newStay)}
          sx={{ minWidth: 420 }}
        />
        <Typography variant="body2">{parkingFee(stay)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
