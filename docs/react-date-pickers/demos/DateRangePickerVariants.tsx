import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

const firstDay = dayjs('2025-06-09');
const lastDay = dayjs('2025-06-20');

export default function DateRangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* Popover with two months, closes once the end date is picked. */}
        <DesktopDateRangePicker label="Desktop" defaultValue={[firstDay, lastDay]} />
        {/* Dialog with one month, a toolbar, and Cancel / OK buttons. */}
        <MobileDateRangePicker label="Mobile" defaultValue={[firstDay, lastDay]} />
        {/* Chooses one of the two above with desktopModeMediaQuery. */}
        <DateRangePicker label="Responsive" defaultValue={[firstDay, lastDay]} />
        {/* No field and no popup: the calendar sits in the page. */}
        <StaticDateRangePicker defaultValue={[firstDay, lastDay]} />
      </Stack>
    </LocalizationProvider>
  );
}
