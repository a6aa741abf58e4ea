import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

const signed = dayjs('2024-12-02');

export default function DateFieldStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Disabled" defaultValue={signed} disabled />
        <DateField label="Read-only" defaultValue={signed} readOnly />
      </Stack>
    </LocalizationProvider>
  );
}
