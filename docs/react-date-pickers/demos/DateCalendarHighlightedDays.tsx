import * as React from 'react';
import { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { fetchBookedDays, firstMonth } from './dateCalendarData';

// The booked days reach the day slot through slotProps.day.
type BookedDayProps = PickersDayProps & { bookedDays?: number[] };

function BookedDay({ bookedDays = [], day, outsideCurrentMonth, ...other }: BookedDayProps) {
  const isBooked = !outsideCurrentMonth && bookedDays.includes(day.date());
  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!isBooked}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function DateCalendarHighlightedDays() {
  const [loading, setLoading] = React.useState(true);
  const [bookedDays, setBookedDays] = React.useState<number[]>([]);
  const requestRef = React.useRef<AbortController | null>(null);

  const loadMonth = React.useCallback((month: Dayjs) => {
    requestRef.current?.abort();
    const controller = new AbortController();
    requestRef.current = controller;
    setLoading(true);
    setBookedDays([]);
    fetchBookedDays(month, controller.signal)
      .then((days) => {
        setBookedDays(days);
        setLoading(false);
      })
      .catch(() => {
        // Aborted: a newer month is already loading.
      });
  }, []);

  React.useEffect(() => {
    // onMonthChange does not fire for the first month, so load it here.
    loadMonth(firstMonth);
    return () => requestRef.current?.abort();
  }, [loadMonth]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={null}
        referenceDate={firstMonth}
        loading={loading}
        onMonthChange={loadMonth}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: BookedDay }}
        slotProps={{ day: { bookedDays } as Partial<BookedDayProps> }}
      />
    </LocalizationProvider>
  );
}
