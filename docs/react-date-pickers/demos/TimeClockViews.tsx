import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const start = dayjs('2025-03-14T09:30:15');

export default function TimeClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        <TimeClock
          views={['hours', 'minutes', 'seconds']}
          openTo="seconds"
          showViewSwitcher
          defaultValue={start}
        />
        <TimeClock views={['minutes']} defaultValue={start} />
      </Stack>
    </LocalizationProvider>
  );
}
