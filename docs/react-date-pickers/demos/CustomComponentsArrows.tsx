import dayjs from 'dayjs';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Named by the direction they point: in right-to-left, the previous button
// shows the right arrow and the next button the left one.
function ChevronLeft(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth={2.5} />
    </SvgIcon>
  );
}

function ChevronRight(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth={2.5} />
    </SvgIcon>
  );
}

function ChevronDown(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2.5} />
    </SvgIcon>
  );
}

export default function CustomComponentsArrows() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-06-04')}
        maxDate={dayjs('2025-06-30')}
        slots={{
          leftArrowIcon: ChevronLeft,
          rightArrowIcon: ChevronRight,
          switchViewIcon: ChevronDown,
        }}
        slotProps={{
          previousIconButton: { color: 'primary', size: 'small' },
          // Disabled here: maxDate falls in June 2025, the month on screen.
          nextIconButton: { color: 'primary', size: 'small' },
          switchViewButton: { 'aria-label': 'Choose a year' },
        }}
      />
    </LocalizationProvider>
  );
}
