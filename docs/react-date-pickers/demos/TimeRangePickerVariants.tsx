import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const lunchBreak = [dayjs('2025-06-09T12:00'), dayjs('2025-06-09T13:15')] as const;

export default function TimeRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Popover with time columns, no toolbar and no tabs. */}
        <DesktopTimeRangePicker label="Desktop" defaultValue={[...lunchBreak]} />
        {/* Dialog with a toolbar and Start / End tabs above the columns. */}
        <MobileTimeRangePicker label="Mobile" defaultValue={[...lunchBreak]} />
      </Stack>
    </LocalizationProvider>
  );
}
