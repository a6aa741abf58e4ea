import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const lockedTime = dayjs('2025-03-14T16:45');

export default function TimeClockReadOnly() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <TimeClock readOnly defaultValue={lockedTime} />
        <TimeClock disabled defaultValue={lockedTime} />
      </Stack>
    </LocalizationProvider>
  );
}
