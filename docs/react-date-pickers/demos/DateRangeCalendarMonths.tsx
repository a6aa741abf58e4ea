import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function DateRangeCalendarMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Three months wide: scroll sideways on a narrow screen. */}
      <Box sx={{ overflowX: 'auto' }}>
        <DateRangeCalendar
          calendars={3}
          // June, the month of the start date, is shown in the middle.
          currentMonthCalendarPosition={2}
          defaultValue={[dayjs('2025-06-23'), dayjs('2025-07-04')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
