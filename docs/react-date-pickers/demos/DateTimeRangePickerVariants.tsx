import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const stay = [dayjs('2025-06-09T15:00'), dayjs('2025-06-12T11:00')] as const;

export default function DateTimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        {/* Popover: calendar and time columns side by side, one end at a time. */}
        <DesktopDateTimeRangePicker
          label="Desktop"
          defaultValue={[...stay]}
          sx={{ minWidth: 420 }}
        />
        {/* Dialog: four steps (start date, start time, end date, end time). */}
        <MobileDateTimeRangePicker
          label="Mobile"
          defaultValue={[...stay]}
          sx={{ minWidth: 420 }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
