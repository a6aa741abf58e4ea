import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(element: EventTarget) {
  if (!(element instanceof HTMLElement)) {
    return '';
  }
  const role = element.getAttribute('role');
  const label = element.getAttribute('aria-label');
  return `<${element.tagName.toLowerCase()}${role ? ` role="${role}"` : ''}${
    label ? ` aria-label="${label}"` : ''
  }>`;
}

export default function FieldsDomStructure() {
  const [focused, setFocused] = React.useState('(focus a field)');
  const startDate = dayjs('2025-10-01');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Sections (default)"
          defaultValue={startDate}
          onFocus={(event) => setFocused(describe(event.target))}
        />
        <DateField
          label="Single input element"
          defaultValue={startDate}
          enableAccessibleFieldDOMStructure={false}
          onFocus={(event) => setFocused(describe(event.target))}
        />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Focused element: <code>{focused}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
