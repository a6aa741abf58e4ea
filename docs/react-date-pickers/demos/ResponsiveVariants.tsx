import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const startOfTerm = dayjs('2025-04-17');

export default function ResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Always a popover anchored to the field. */}
        <DesktopDatePicker label="Desktop variant" defaultValue={startOfTerm} />
        {/* Always a modal dialog with Cancel and OK buttons. */}
        <MobileDatePicker label="Mobile variant" defaultValue={startOfTerm} />
        {/* Picks one of the two above from the pointer type of the device. */}
        <DatePicker label="Responsive (DatePicker)" defaultValue={startOfTerm} />
      </Stack>
    </LocalizationProvider>
  );
}
