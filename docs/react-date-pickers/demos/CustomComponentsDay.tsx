import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Paydays: the 15th and the last day of each month.
const isPayday = (day: Dayjs) =>
  day.date() === 15 || day.date() === day.daysInMonth();

// Wraps the default day to add a badge; every prop is forwarded to PickersDay.
function PaydayDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth } = props;
  const marked = !outsideCurrentMonth && isPayday(day);

  return (
    <Badge
      overlap="circular"
      color="success"
      variant="dot"
      invisible={!marked}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <PickersDay {...props} aria-description={marked ? 'Payday' : undefined} />
    </Badge>
  );
}

export default function CustomComponentsDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-06-04')}
        showDaysOutsideCurrentMonth
        slots={{ day: PaydayDay }}
        slotProps={{
          // Function form: dim the weekends, using the day's owner state.
          day: (ownerState) => ({
            sx: [0, 6].includes(ownerState.day.day()) ? { opacity: 0.6 } : {},
          }),
        }}
      />
    </LocalizationProvider>
  );
}
