import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function TimePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The time and the AM/PM buttons move to the left of the clock; keep room for both and scroll on phones. */}
      <Box sx={{ overflowX: 'auto' }}>
        <StaticTimePicker
          orientation="landscape"
          defaultValue={dayjs('2025-10-06T07:15')}
          sx={{ minWidth: 500 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
