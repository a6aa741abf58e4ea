import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeFieldClearable() {
  const [filter, setFilter] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-02T00:00'),
    dayjs('2025-06-08T23:59'),
  ]);

  const isEmpty = filter[0] === null && filter[1] === null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <SingleInputDateTimeRangeField
          label="Show events between"
          clearable
          value={filter}
          onChange={(newFilter) => setFilter(newFilter)}
          sx={{ minWidth: 420 }}
        />
        <Typography variant="body2">
          {isEmpty ? 'No filter: showing all events.' : 'Filtering events by time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
