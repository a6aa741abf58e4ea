import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function MovingForm() {
  // No provider here: the one higher up in the tree serves every picker below it.
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <DatePicker label="Moving day" defaultValue={dayjs('2025-10-01')} />
      <TimePicker label="Van arrives" defaultValue={dayjs('2025-10-01T08:30')} />
    </Stack>
  );
}

export default function PickersQuickstartOneProvider() {
  // In an app, this provider sits near the root, next to the theme provider.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MovingForm />
    </LocalizationProvider>
  );
}
