import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The shop is closed on May 15 and 16: the arrow keys jump over these days.
const closedDays = new Set(['2025-05-15', '2025-05-16']);
const isClosed = (day: Dayjs) => closedDays.has(day.format('YYYY-MM-DD'));

// What a screen reader announces: the accessible name of the focused element,
// and for a day, the label of the grid (month and year) it belongs to.
function describe(element: Element | null) {
  if (!element || element.getAttribute('role') !== 'gridcell') {
    return element?.getAttribute('aria-label') ?? element?.textContent ?? '';
  }
  const grid = element.closest('[role="grid"]');
  const labelId = grid?.getAttribute('aria-labelledby');
  const month = labelId ? document.getElementById(labelId)?.textContent : '';
  const selected =
    element.getAttribute('aria-selected') === 'true' ? ', selected' : '';
  return `day ${element.textContent} of ${month}${selected}`;
}

export default function A11yCalendarKeys() {
  const [focused, setFocused] = React.useState('nothing yet');
  const read = () => setFocused(describe(document.activeElement));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} onFocus={read} onKeyUp={read}>
        <Typography variant="body2">Focus: {focused}</Typography>
        <DateCalendar
          defaultValue={dayjs('2025-05-14')}
          minDate={dayjs('2025-04-01')}
          maxDate={dayjs('2025-08-31')}
          shouldDisableDate={isClosed}
          sx={{ m: 0, maxWidth: '100%' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
