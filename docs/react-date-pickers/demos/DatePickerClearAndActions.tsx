import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerClearAndActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* A clear button inside the field; with a mouse it shows on hover and focus. */}
        <DatePicker
          label="Follow-up call"
          defaultValue={dayjs('2025-11-03')}
          slotProps={{ field: { clearable: true } }}
        />
        {/* Buttons under the calendar; the popup stays open until one is pressed. */}
        <DatePicker
          label="Review meeting"
          defaultValue={dayjs('2025-11-03')}
          closeOnSelect={false}
          slotProps={{
            actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
