import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormatAndHelperText() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Invoice date"
          format="YYYY-MM-DD"
          defaultValue={dayjs('2025-04-17')}
          slotProps={{ textField: { helperText: 'Year, month, day' } }}
        />
        <DatePicker
          label="Ship by"
          format="D MMM YYYY"
          defaultValue={dayjs('2025-04-17')}
          slotProps={{
            textField: { helperText: 'Month as a short name, e.g. Apr' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
