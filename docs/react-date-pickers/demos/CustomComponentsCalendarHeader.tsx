import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// Month and year buttons on each side of the label.
function JumpHeader({
  currentMonth,
  onMonthChange,
  labelId,
}: PickersCalendarHeaderProps) {
  const go = (amount: number, unit: 'month' | 'year') =>
    onMonthChange(currentMonth.add(amount, unit));

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Stack direction="row">
        <IconButton aria-label="Previous year" onClick={() => go(-1, 'year')}>
          «
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => go(-1, 'month')}>
          ‹
        </IconButton>
      </Stack>
      {/* The day grid is labelled by this element. */}
      <Typography id={labelId} aria-live="polite">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" onClick={() => go(1, 'month')}>
          ›
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => go(1, 'year')}>
          »
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function CustomComponentsCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-06-04')}
        slots={{ calendarHeader: JumpHeader }}
      />
    </LocalizationProvider>
  );
}
