import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const finish = dayjs('2025-03-14T14:07:52');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimeField label="ampm={false}" ampm={false} defaultValue={finish} />
        <TimeField label="HH:mm:ss" format="HH:mm:ss" defaultValue={finish} />
        <TimeField label="h:mm:ss a" format="h:mm:ss a" defaultValue={finish} />
        <TimeField
          label="h:mm:ss a, leading zeros respected"
          format="h:mm:ss a"
          shouldRespectLeadingZeros
          defaultValue={finish}
        />
      </Stack>
    </LocalizationProvider>
  );
}
