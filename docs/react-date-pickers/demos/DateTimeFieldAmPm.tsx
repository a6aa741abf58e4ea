import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const curtain = dayjs('2025-11-22T19:30');

export default function DateTimeFieldAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeField label="Locale default" defaultValue={curtain} />
        <DateTimeField label="ampm={false}" defaultValue={curtain} ampm={false} />
      </Stack>
    </LocalizationProvider>
  );
}
