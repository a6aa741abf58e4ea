import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeFieldClearable() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09'),
    dayjs('2025-06-20'),
  ]);

  const isEmpty = period[0] === null && period[1] === null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputDateRangeField
          label="Filter by date"
          value={period}
          onChange={(newValue) => setPeriod(newValue)}
          clearable
        />
        <Typography variant="body2">
          {isEmpty ? 'Showing every date' : 'Showing the chosen period only'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
