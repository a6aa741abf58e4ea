import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function PickersBaseConceptsReferenceDate() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* Empty value: the calendar shows January 2026, and a clicked day
            takes its time from the reference date (23:59). */}
        <DateCalendar
          value={deadline}
          onChange={setDeadline}
          referenceDate={dayjs('2026-01-15T23:59')}
        />
        <Typography variant="body2">
          Value: {deadline ? deadline.format('YYYY-MM-DD HH:mm') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
