import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const checkIn = dayjs('2025-06-13');
const checkOut = dayjs('2025-06-16');

export default function DateRangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 400 }}>
        {/* Default field: one input holding both dates. */}
        <DateRangePicker
          label="Stay (single input)"
          defaultValue={[checkIn, checkOut]}
          slotProps={{ field: { dateSeparator: 'to' } }}
        />
        {/* Two inputs; their labels come from the start and end locale texts. */}
        <DateRangePicker
          defaultValue={[checkIn, checkOut]}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
