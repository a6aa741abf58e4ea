import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function DatePickerLandscape() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The toolbar moves beside the calendar, so the picker is wider: let it scroll on phones. */}
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker orientation="landscape" defaultValue={dayjs('2025-12-19')} />
      </Box>
    </LocalizationProvider>
  );
}
