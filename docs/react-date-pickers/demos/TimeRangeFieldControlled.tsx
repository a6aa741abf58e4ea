import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function describeLength([start, end]: DateRange<Dayjs>) {
  if (start === null || end === null) {
    return 'Type both times to see the length.';
  }
  if (!start.isValid() || !end.isValid()) {
    return 'One of the times is not complete.';
  }
  const minutes = end.diff(start, 'minute');
  if (minutes < 0) {
    return 'The end is before the start.';
  }
  return `Length: ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export default function TimeRangeFieldControlled() {
  const [session, setSession] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09T09:15'),
    dayjs('2025-06-09T10:45'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputTimeRangeField
          label="Workshop session"
          value={session}
          onChange={(newSession) => setSession(newSession)}
        />
        <Typography variant="body2">{describeLength(session)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
