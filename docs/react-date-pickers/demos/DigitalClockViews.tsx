import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const start = dayjs('2025-03-14T09:30:40');

export default function DigitalClockViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Hours only</Typography>
          <MultiSectionDigitalClock views={['hours']} defaultValue={start} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Minutes and seconds</Typography>
          <MultiSectionDigitalClock
            views={['minutes', 'seconds']}
            timeSteps={{ minutes: 1, seconds: 1 }}
            defaultValue={start}
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
