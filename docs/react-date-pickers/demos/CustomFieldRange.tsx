import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// Two inputs, styled apart: the textField function receives their `position`.
function StayField(props: MultiInputDateRangeFieldProps<true>) {
  return (
    <MultiInputDateRangeField
      {...props}
      dateSeparator="to"
      slotProps={{
        textField: ({ position }) => ({
          color: position === 'start' ? 'success' : 'secondary',
          helperText: position === 'start' ? 'From 3 PM' : 'Until 11 AM',
        }),
        separator: { sx: { px: 1, fontStyle: 'italic' } },
      }}
    />
  );
}

export default function CustomFieldRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-09-12'), dayjs('2025-09-19')]}
        localeText={{ start: 'Check-in', end: 'Check-out' }}
        slots={{ field: StayField }}
      />
    </LocalizationProvider>
  );
}
