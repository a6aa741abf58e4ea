import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import {
  MultiInputDateTimeRangeField,
  MultiInputDateTimeRangeFieldProps,
  multiInputDateTimeRangeFieldClasses,
} from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const flight = [dayjs('2025-06-09T07:45'), dayjs('2025-06-09T16:10')] as const;

// Two inputs side by side, or stacked without the dash below the sm breakpoint.
function ResponsiveRangeField(props: MultiInputDateTimeRangeFieldProps<true>) {
  return (
    <MultiInputDateTimeRangeField
      {...props}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        [`& .${multiInputDateTimeRangeFieldClasses.separator}`]: {
          display: { xs: 'none', sm: 'block' },
        },
      }}
    />
  );
}

export default function DateTimeRangePickerFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 460 }}>
        {/* Default: one input; the separator comes through slotProps.field. */}
        <DateTimeRangePicker
          label="Flight (one input)"
          defaultValue={[...flight]}
          slotProps={{ field: { dateSeparator: '→' } }}
          sx={{ minWidth: 420 }}
        />
        {/* Two inputs, labelled with localeText. */}
        <DateTimeRangePicker
          defaultValue={[...flight]}
          slots={{ field: ResponsiveRangeField }}
          localeText={{ start: 'Departure', end: 'Arrival' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
