import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  MultiInputDateRangeField,
  MultiInputDateRangeFieldProps,
} from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

// A field with its own format: props set on the field win over
// the ones the picker hands down.
function DayFirstField(props: MultiInputDateRangeFieldProps<true>) {
  return <MultiInputDateRangeField {...props} format="DD MMM YYYY" />;
}

export default function DateRangeFieldInPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2025-06-09'), dayjs('2025-06-11')]}
        slots={{ field: DayFirstField }}
        // Field props that the picker lacks go through slotProps.field.
        slotProps={{ field: { dateSeparator: 'to' } }}
        localeText={{ start: 'Arrive', end: 'Leave' }}
        sx={{ maxWidth: 400 }}
      />
    </LocalizationProvider>
  );
}
