import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const departure = dayjs('2025-12-19T21:45');

export default function DateTimePickerAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker label="12-hour clock" defaultValue={departure} ampm />
        <DateTimePicker label="24-hour clock" defaultValue={departure} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
