import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The earliest moment is 2 PM on March 14; the value is 10 AM the next day.
const earliest = dayjs('2025-03-14T14:00');
const value = dayjs('2025-03-15T10:00');

export default function TimePickerDatePart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Date part ignored (default)"
          minTime={earliest}
          defaultValue={value}
        />
        <TimePicker
          label="Date part compared"
          minTime={earliest}
          disableIgnoringDatePartForTimeValidation
          defaultValue={value}
        />
      </Stack>
    </LocalizationProvider>
  );
}
