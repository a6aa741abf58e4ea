import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const renewal = dayjs('2025-09-30');

export default function CustomFieldTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 300 }}>
        {/* Text field props go through slotProps.textField. */}
        <DatePicker
          label="Filled"
          defaultValue={renewal}
          slotProps={{
            textField: { variant: 'filled', helperText: 'Renewal date' },
          }}
        />
        <DatePicker
          label="Standard, small"
          defaultValue={renewal}
          slotProps={{ textField: { variant: 'standard', size: 'small' } }}
        />
        {/* formatDensity is a picker prop; clearable is a field prop. */}
        <DatePicker
          label="Spacious and clearable"
          defaultValue={renewal}
          formatDensity="spacious"
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
