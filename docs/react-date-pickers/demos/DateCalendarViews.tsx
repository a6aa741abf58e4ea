import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2" sx={{ px: 2 }}>
            Billing month
          </Typography>
          <DateCalendar
            views={['year', 'month']}
            openTo="month"
            defaultValue={dayjs('2025-08-01')}
          />
        </div>
        <div>
          <Typography variant="subtitle2" sx={{ px: 2 }}>
            Founding date, newest years first
          </Typography>
          <DateCalendar
            views={['year', 'month', 'day']}
            openTo="year"
            yearsOrder="desc"
            minDate={dayjs('1950-01-01')}
            maxDate={dayjs('2025-12-31')}
            defaultValue={null}
            referenceDate={dayjs('2025-06-01')}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
