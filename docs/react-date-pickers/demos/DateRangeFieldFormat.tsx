import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const term: [Dayjs, Dayjs] = [dayjs('2025-09-01'), dayjs('2025-12-19')];

export default function DateRangeFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 400 }}>
        <SingleInputDateRangeField
          label="Term (day first)"
          defaultValue={term}
          format="DD.MM.YYYY"
          dateSeparator="until"
        />
        <SingleInputDateRangeField
          label="Term (default format, spacious)"
          defaultValue={term}
          formatDensity="spacious"
        />
        <MultiInputDateRangeField
          defaultValue={term}
          format="YYYY-MM-DD"
          dateSeparator="to"
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'First day' : 'Last day',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
