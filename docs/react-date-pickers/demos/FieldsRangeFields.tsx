import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { Dayjs } from 'dayjs';

const stay: DateRange<Dayjs> = [dayjs('2025-07-03'), dayjs('2025-07-10')];

export default function FieldsRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField
          label="Stay (one input)"
          defaultValue={stay}
          dateSeparator="to"
        />
        <MultiInputDateRangeField
          defaultValue={stay}
          dateSeparator="to"
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { xs: 'center', sm: 'baseline' } }}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Check-in' : 'Check-out',
            }),
          }}
        />
        <DateRangePicker
          defaultValue={stay}
          slotProps={{ field: { dateSeparator: 'until', clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
