import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const logEntry = dayjs('2025-10-02T07:04:09');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Log timestamp" defaultValue={logEntry} format="YYYY-MM-DD HH:mm:ss" />
        <DateTimeField label="Day first, 12-hour" defaultValue={logEntry} format="DD/MM/YYYY hh:mm A" />
        <DateTimeField label="Short, no year" defaultValue={logEntry} format="MMM D, HH:mm" />
        <DateTimeField
          label="Spacious"
          defaultValue={logEntry}
          format="YYYY-MM-DD HH:mm"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
