import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const meeting = dayjs('2025-03-15T14:30');

export default function AdapterAmPm() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 300 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <TimePicker label="English (US): 12-hour" defaultValue={meeting} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimePicker label="English (UK): 24-hour" defaultValue={meeting} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        {/* The ampm prop wins over the locale. */}
        <TimePicker label="German, forced to 12-hour" defaultValue={meeting} ampm />
      </LocalizationProvider>
    </Stack>
  );
}
