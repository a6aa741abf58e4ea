import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function nights([start, end]: DateRange<Dayjs>) {
  if (!start?.isValid() || !end?.isValid()) {
    return 'Type both dates to count the nights.';
  }
  return `${end.diff(start, 'day')} night(s)`;
}

export default function DateRangeFieldControlled() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09'),
    dayjs('2025-06-12'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputDateRangeField
          label="Stay"
          value={stay}
          onChange={(newValue) => setStay(newValue)}
        />
        <Typography variant="body2">{nights(stay)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
