import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function OpeningButtonStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Button at the start"
          defaultValue={dayjs('2025-09-12')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        {/* Both buttons can be placed: here the clear button stays at the end. */}
        <DateTimePicker
          label="With a clear button"
          defaultValue={dayjs('2025-09-12T09:00')}
          slotProps={{
            field: {
              openPickerButtonPosition: 'start',
              clearable: true,
              clearButtonPosition: 'end',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
