import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarDragging() {
  const [dragOff, setDragOff] = React.useState(false);
  const [booking, setBooking] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-10'),
    dayjs('2025-06-14'),
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch checked={dragOff} onChange={(event) => setDragOff(event.target.checked)} />
          }
          label="disableDragEditing"
        />
        <DateRangeCalendar
          calendars={1}
          value={booking}
          onChange={(newValue) => setBooking(newValue)}
          disableDragEditing={dragOff}
        />
        <Typography variant="body2">
          {booking[0]?.format('MMM D') ?? '…'} to {booking[1]?.format('MMM D') ?? '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
