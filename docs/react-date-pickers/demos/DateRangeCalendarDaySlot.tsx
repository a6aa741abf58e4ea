import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  DateRangePickerDayProps,
  dateRangePickerDayClasses,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Days when the studio is fully booked: shown struck through, with a tooltip.
const fullyBooked: Record<string, string> = {
  '2025-06-04': 'Photo shoot',
  '2025-06-11': 'Band rehearsal',
  '2025-06-12': 'Band rehearsal',
  '2025-06-25': 'Maintenance',
};

function StudioDay(props: DateRangePickerDayProps) {
  const reason = fullyBooked[props.day.format('YYYY-MM-DD')];
  if (!reason) {
    return <DateRangePickerDay {...props} />;
  }
  return (
    <DateRangePickerDay
      {...props}
      // Extra props reach the day button; sx styles the cell around it.
      title={`Booked: ${reason}`}
      sx={{
        [`& .${dateRangePickerDayClasses.day}`]: {
          textDecoration: 'line-through',
          color: 'error.main',
        },
      }}
    />
  );
}

export default function DateRangeCalendarDaySlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2025-06-09'), dayjs('2025-06-14')]}
        slots={{ day: StudioDay }}
      />
    </LocalizationProvider>
  );
}
