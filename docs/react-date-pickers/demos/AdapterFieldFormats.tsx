import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const kickOff = dayjs('2025-03-15T14:30');

export default function AdapterFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Digits only: every section is typed with numbers. */}
        <DatePicker label="ISO date" format="YYYY-MM-DD" defaultValue={kickOff} />
        {/* Names: the weekday and month sections are edited with letters. */}
        <DatePicker
          label="Long date"
          format="dddd, MMMM D, YYYY"
          defaultValue={kickOff}
        />
        {/* Text in square brackets is shown as it is, not read as tokens. */}
        <DateTimePicker
          label="Kick-off"
          format="MMM D [at] HH:mm"
          defaultValue={kickOff}
        />
      </Stack>
    </LocalizationProvider>
  );
}
