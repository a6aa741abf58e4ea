import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

function describe(element: Element | null) {
  if (!element || element.getAttribute('role') !== 'gridcell') {
    return element?.getAttribute('aria-label') ?? '';
  }
  const labelId = element.closest('[role="grid"]')?.getAttribute('aria-labelledby');
  const month = labelId ? document.getElementById(labelId)?.textContent : '';
  const selected =
    element.getAttribute('aria-selected') === 'true' ? ', selected' : '';
  return `day ${element.textContent} of ${month}${selected}`;
}

export default function A11yRangeCalendarKeys() {
  const [focused, setFocused] = React.useState('nothing yet');
  const read = () => setFocused(describe(document.activeElement));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} onFocus={read} onKeyUp={read} sx={{ overflowX: 'auto' }}>
        <Typography variant="body2">Focus: {focused}</Typography>
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-05-14'), dayjs('2025-05-20')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
