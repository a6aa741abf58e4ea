import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'America/New_York';
// 06:30 UTC is 1:30 AM in New York on both days, half an hour before the clocks change.
const starts = { spring: '2025-03-09T06:30:00Z', fall: '2025-11-02T05:30:00Z' };
type Day = keyof typeof starts;

export default function TimezoneDst() {
  const [day, setDay] = React.useState<Day>('spring');
  const [instant, setInstant] = React.useState<Dayjs>(dayjs.utc(starts.spring));

  const changeDay = (next: Day) => {
    setDay(next);
    setInstant(dayjs.utc(starts[next]));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Day"
          value={day}
          onChange={(_event, next: Day | null) => next && changeDay(next)}
        >
          <ToggleButton value="spring">March 9, 2025</ToggleButton>
          <ToggleButton value="fall">November 2, 2025</ToggleButton>
        </ToggleButtonGroup>
        {/* The arithmetic happens on the UTC value; the field only converts it for display. */}
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setInstant((prev) => prev.subtract(30, 'minute'))}
          >
            Half an hour earlier
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => setInstant((prev) => prev.add(30, 'minute'))}
          >
            Half an hour later
          </Button>
        </Stack>
        <DateTimeField
          label="New York"
          value={instant}
          timezone={zone}
          readOnly
          format="MM/DD/YYYY HH:mm"
        />
        <Typography variant="body2">
          UTC: {instant.format('YYYY-MM-DD HH:mm')}
          <br />
          New York offset: {instant.tz(zone).format('Z')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
