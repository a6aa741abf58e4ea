import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const lapStart = dayjs('2025-06-21T14:05:40');

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Adding 'seconds' adds a seconds column and a seconds section. */}
        <DateTimePicker
          label="Lap start, to the second"
          defaultValue={lapStart}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
        />
        {/* No 'minutes': whole hours only. 'year' keeps the full date. */}
        <DateTimePicker
          label="Delivery hour"
          defaultValue={lapStart.startOf('hour')}
          views={['year', 'day', 'hours']}
        />
      </Stack>
    </LocalizationProvider>
  );
}
