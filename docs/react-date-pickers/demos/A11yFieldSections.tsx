import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const attributes = [
  'role',
  'aria-label',
  'aria-valuetext',
  'aria-valuenow',
  'aria-valuemin',
  'aria-valuemax',
];

export default function A11yFieldSections() {
  const [focused, setFocused] = React.useState<string[]>([]);

  // Reads what assistive technology gets from the section that has the focus.
  const readSection = () => {
    const section = document.activeElement;
    if (section?.getAttribute('role') !== 'spinbutton') {
      setFocused([]);
      return;
    }
    setFocused(
      attributes.map((name) => `${name}="${section.getAttribute(name) ?? ''}"`),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        spacing={2}
        sx={{ maxWidth: 360 }}
        onFocus={readSection}
        onKeyUp={readSection}
        onBlur={() => setFocused([])}
      >
        <DateTimeField label="Check-in" defaultValue={dayjs('2025-09-04T15:00')} />
        <Typography variant="body2" component="div">
          {focused.length === 0 ? (
            'Click a section of the field, then use the arrow keys.'
          ) : (
            <ul
              aria-label="Focused section"
              style={{ margin: 0, paddingInlineStart: 20, fontFamily: 'monospace' }}
            >
              {focused.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
