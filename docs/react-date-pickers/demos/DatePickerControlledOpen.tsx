import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerControlledOpen() {
  const [open, setOpen] = React.useState(false);
  const [events, setEvents] = React.useState<string[]>([]);

  const record = (name: string) => setEvents((prev) => [name, ...prev].slice(0, 3));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Delivery day"
          defaultValue={dayjs('2025-10-08')}
          open={open}
          // The picker asks to open (calendar button) or close (day picked,
          // Escape, click outside); the parent decides.
          onOpen={() => {
            record('onOpen');
            setOpen(true);
          }}
          onClose={() => {
            record('onClose');
            setOpen(false);
          }}
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Open the calendar from outside
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Open: {open ? 'yes' : 'no'}. Last callbacks: {events.join(', ') || 'none yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
