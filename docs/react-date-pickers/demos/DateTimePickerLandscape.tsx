import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* In landscape the toolbar sits on the left, which makes the picker wider than a phone. */}
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDateTimePicker
          orientation="landscape"
          defaultValue={dayjs('2025-10-06T18:45')}
          sx={{ minWidth: 660 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
