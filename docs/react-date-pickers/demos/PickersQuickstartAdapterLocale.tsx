import 'dayjs/locale/en-gb';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const moveIn = dayjs('2025-10-01T14:00');

export default function PickersQuickstartAdapterLocale() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DatePicker label="Default locale (en)" defaultValue={moveIn} />
      </LocalizationProvider>
      {/* The locale file must be imported once before the provider can use it. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <DatePicker label="British English (en-gb)" defaultValue={moveIn} />
        <TimePicker label="Check-in time (en-gb)" defaultValue={moveIn} />
      </LocalizationProvider>
    </Stack>
  );
}
