import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The field only edits the time: the date of the value comes from referenceDate.
const eventDay = dayjs('2025-03-14');

export default function TimeFieldReferenceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimeField
          label="Talk starts"
          value={value}
          onChange={setValue}
          referenceDate={eventDay}
          ampm={false}
        />
        <Typography variant="body2">
          {value?.isValid()
            ? `Stored as ${value.format('ddd, MMM D, YYYY HH:mm')}`
            : 'Type an hour and minutes, e.g. 14 then 30.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
