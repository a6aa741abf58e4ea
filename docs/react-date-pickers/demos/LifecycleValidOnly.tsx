import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type {
  DateValidationError,
  PickerChangeHandlerContext,
} from '@mui/x-date-pickers/models';

const firstDay = dayjs('2025-01-01');
const lastDay = dayjs('2025-12-31');

export default function LifecycleValidOnly() {
  // What the field shows: every value, including half-typed and invalid ones.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-06'));
  // What the rest of the page uses: only complete, valid dates.
  const [reportDate, setReportDate] = React.useState<Dayjs>(dayjs('2025-05-06'));

  const handleChange = (
    newValue: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    setValue(newValue);
    if (newValue !== null && context.validationError === null) {
      setReportDate(newValue);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Report date (2025)"
          value={value}
          onChange={handleChange}
          minDate={firstDay}
          maxDate={lastDay}
        />
        <Typography variant="body2">
          Field value:{' '}
          {value === null
            ? 'null'
            : value.isValid()
              ? value.format('MMMM D, YYYY')
              : 'Invalid Date'}
        </Typography>
        <Typography variant="body2">
          Report shown for: {reportDate.format('MMMM D, YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
