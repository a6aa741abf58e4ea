import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// No timezone prop: each picker works in the zone of its own value.
const initial = {
  'Created with dayjs.utc()': dayjs.utc('2025-07-01T09:00'),
  'Created with dayjs.tz(…, "America/Los_Angeles")': dayjs.tz(
    '2025-07-01T09:00',
    'America/Los_Angeles',
  ),
};
type Label = keyof typeof initial;

export default function TimezoneValueZone() {
  const [values, setValues] = React.useState<Record<Label, Dayjs | null>>(initial);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {(Object.keys(initial) as Label[]).map((label) => (
          <Stack key={label} spacing={1}>
            <DateTimePicker
              label={label}
              value={values[label]}
              onChange={(newValue) =>
                setValues((prev) => ({ ...prev, [label]: newValue }))
              }
            />
            {/* format() prints the offset: onChange keeps the zone of the value it received. */}
            <Typography variant="body2">
              onChange value: {values[label]?.format() ?? 'null'}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
