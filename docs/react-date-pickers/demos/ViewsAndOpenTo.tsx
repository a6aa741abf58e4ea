import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ViewsAndOpenTo() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* A single view: the value is a year, and the field shows YYYY. */}
        <DatePicker
          label="Graduation year"
          views={['year']}
          defaultValue={dayjs('2025-04-17')}
        />
        {/* Opens on the months; the year can still be changed from the calendar header. */}
        <DatePicker
          label="Card expiry"
          views={['year', 'month']}
          openTo="month"
          defaultValue={dayjs('2025-04-17')}
        />
        {/* Walks through year, then month, then day. With yearsOrder="desc" the year
            list starts at maxDate, so set it (it would be 2099 otherwise). */}
        <DatePicker
          label="Date of birth"
          views={['year', 'month', 'day']}
          openTo="year"
          yearsOrder="desc"
          maxDate={dayjs('2025-12-31')}
          referenceDate={dayjs('1990-06-15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
