import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

function describeFilter(since: Dayjs | null) {
  if (since === null) return 'all events';
  if (!since.isValid()) return 'none until the date exists';
  return `since ${since.format('MMM D, YYYY h:mm A')}`;
}

export default function DateTimeFieldClearable() {
  const [since, setSince] = React.useState<Dayjs | null>(dayjs('2025-01-15T08:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Show events since" value={since} onChange={setSince} clearable />
        <Typography variant="body2">
          {/* An impossible date (02/31) arrives as an invalid Day.js object. */}
          Filter: {describeFilter(since)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
