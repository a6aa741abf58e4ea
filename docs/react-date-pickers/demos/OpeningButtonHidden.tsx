import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

// Renders nothing in place of the open button.
function NoButton() {
  return null;
}

export default function OpeningButtonHidden() {
  const [open, setOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        {/* No popup at all: a field is enough. */}
        <DateField label="Typed only" defaultValue={dayjs('2025-09-12')} />
        {/* A popup without a button: a click on the field, or Alt+ArrowDown, opens it. */}
        <DatePicker
          label="Click the field"
          defaultValue={dayjs('2025-09-12')}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          slots={{ openPickerButton: NoButton }}
          slotProps={{
            textField: {
              onClick: () => setOpen(true),
              // Capture phase: stops the key before the field's own handler,
              // which would otherwise also decrease the selected section.
              onKeyDownCapture: (event) => {
                if (event.altKey && event.key === 'ArrowDown') {
                  event.preventDefault();
                  event.stopPropagation();
                  setOpen(true);
                }
              },
              helperText: 'Alt+Down arrow opens the calendar',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
