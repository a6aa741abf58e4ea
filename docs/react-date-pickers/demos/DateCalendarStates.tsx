import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const published = dayjs('2025-01-27');

export default function DateCalendarStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" sx={{ px: 2 }}>
            readOnly
          </Typography>
          <DateCalendar defaultValue={published} readOnly />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ px: 2 }}>
            disabled
          </Typography>
          <DateCalendar defaultValue={published} disabled />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
