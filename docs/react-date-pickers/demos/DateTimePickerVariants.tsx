import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

const boarding = dayjs('2025-07-30T06:40');

export default function DateTimePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DesktopDateTimePicker label="Desktop (popover)" defaultValue={boarding} />
        <MobileDateTimePicker label="Mobile (dialog)" defaultValue={boarding} />
        {/* The static layout is at least 320px wide: let it scroll on narrow screens. */}
        <Box sx={{ overflowX: 'auto' }}>
          <StaticDateTimePicker defaultValue={boarding} />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
