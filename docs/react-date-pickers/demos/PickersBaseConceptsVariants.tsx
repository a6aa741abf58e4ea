import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const lessonStart = dayjs('2025-03-10T17:00');

export default function PickersBaseConceptsVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DesktopTimePicker label="Desktop variant" defaultValue={lessonStart} />
        <MobileTimePicker label="Mobile variant" defaultValue={lessonStart} />
        {/* Desktop when the window is at least 900px wide, mobile below that. */}
        <TimePicker
          label="Responsive, by width"
          defaultValue={lessonStart}
          desktopModeMediaQuery="@media (min-width: 900px)"
        />
      </Stack>
    </LocalizationProvider>
  );
}
