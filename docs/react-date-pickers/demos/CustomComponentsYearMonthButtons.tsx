import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Fiscal years 2027 and later are not open yet.
const isClosedYear = (year: Dayjs) => year.year() >= 2027;

export default function CustomComponentsYearMonthButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-06-04')}
        views={['year', 'month', 'day']}
        openTo="month"
        shouldDisableYear={isClosedYear}
        slotProps={{
          // The functions receive the owner state of each button.
          monthButton: (ownerState) => ({
            sx: ownerState.isMonthSelected
              ? { borderRadius: 1 }
              : { fontStyle: 'italic' },
          }),
          yearButton: (ownerState) => ({
            title: ownerState.isYearDisabled ? 'Not open yet' : undefined,
            sx: ownerState.isYearDisabled ? { textDecoration: 'line-through' } : {},
          }),
        }}
      />
    </LocalizationProvider>
  );
}
