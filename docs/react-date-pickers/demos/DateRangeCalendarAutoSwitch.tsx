import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarAutoSwitch() {
  const [stayOnMonth, setStayOnMonth] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <FormControlLabel
          control={
            <Switch
              checked={stayOnMonth}
              onChange={(event) => setStayOnMonth(event.target.checked)}
            />
          }
          label="disableAutoMonthSwitching"
        />
        <DateRangeCalendar
          // The key remounts the calendar, so it starts on June again.
          key={String(stayOnMonth)}
          calendars={1}
          defaultValue={[dayjs('2025-06-09'), dayjs('2025-08-22')]}
          disableAutoMonthSwitching={stayOnMonth}
        />
      </Stack>
    </LocalizationProvider>
  );
}
