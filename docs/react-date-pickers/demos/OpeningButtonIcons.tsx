import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// A tear-off calendar page.
function PageIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M5 4h14v16H5z M5 9h14 M9 2v4 M15 2v4"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <text x="12" y="18" fontSize="8" textAnchor="middle" fill="currentColor">
        12
      </text>
    </SvgIcon>
  );
}

// An hourglass.
function HourglassIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path
        d="M6 3h12 M6 21h12 M7 3c0 5 10 5 10 9s-10 4-10 9 M17 3c0 5-10 5-10 9s10 4 10 9"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
    </SvgIcon>
  );
}

export default function OpeningButtonIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Publication date"
          defaultValue={dayjs('2025-09-12')}
          slots={{ openPickerIcon: PageIcon }}
        />
        <TimePicker
          label="Countdown ends"
          defaultValue={dayjs('2025-09-12T17:30')}
          slots={{ openPickerIcon: HourglassIcon }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
