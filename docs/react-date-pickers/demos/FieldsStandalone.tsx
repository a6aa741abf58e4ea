import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldsStandalone() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Empty: click into it to see the MM/DD/YYYY placeholders */}
        <DateField label="Warranty ends" />
        <TimeField label="Doors open" defaultValue={dayjs('2025-06-21T19:30')} />
        <DateTimeField label="Kick-off" defaultValue={dayjs('2025-06-21T20:45')} />
        {/* The same field, rendered by a picker next to its calendar button */}
        <DatePicker
          label="Ticket date"
          defaultValue={dayjs('2025-06-21')}
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
