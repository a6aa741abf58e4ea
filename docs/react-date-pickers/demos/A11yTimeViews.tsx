import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

function describe(element: Element | null) {
  if (!element) {
    return '';
  }
  const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
  const selected =
    element.getAttribute('aria-selected') === 'true' ? ' (selected)' : '';
  return `${element.getAttribute('role')} "${name}"${selected}`;
}

export default function A11yTimeViews() {
  const [focused, setFocused] = React.useState('nothing yet');
  const read = () => setFocused(describe(document.activeElement));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} onFocus={read} onKeyUp={read}>
        <Typography variant="body2">Focus: {focused}</Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <TimeClock
            defaultValue={dayjs('2025-05-14T10:30')}
            minutesStep={5}
            sx={{ m: 0, maxWidth: '100%' }}
          />
          <MultiSectionDigitalClock defaultValue={dayjs('2025-05-14T10:30')} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
