import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const reminder = dayjs('2025-08-05T16:20');

export default function DateTimePickerViewRenderers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Analog clock faces instead of the digital columns. */}
        <DateTimePicker
          label="Analog clock"
          defaultValue={reminder}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
        {/* null: the time is typed in the field only; the popup shows the calendar. */}
        <DateTimePicker
          label="Time typed in the field"
          defaultValue={reminder}
          viewRenderers={{ hours: null, minutes: null }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
