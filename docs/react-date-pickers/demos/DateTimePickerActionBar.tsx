import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="Clear, Cancel, OK"
          defaultValue={dayjs('2025-02-03T08:00')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
        {/* closeOnSelect: no buttons, the popup closes once the hour is picked. */}
        <DateTimePicker
          label="Closes on the last pick"
          defaultValue={dayjs('2025-02-03T08:00')}
          views={['year', 'day', 'hours']}
          ampm={false}
          closeOnSelect
        />
      </Stack>
    </LocalizationProvider>
  );
}
