import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// Office hours: 9:00 AM to 5:00 PM.
const limits = {
  minTime: dayjs('2025-03-14T09:00'),
  maxTime: dayjs('2025-03-14T17:00'),
  defaultValue: dayjs('2025-03-14T16:30'),
};

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ width: 140 }}>
          <Typography variant="subtitle2">Greyed out</Typography>
          <DigitalClock {...limits} />
        </Stack>
        <Stack spacing={1} sx={{ width: 140 }}>
          <Typography variant="subtitle2">skipDisabled</Typography>
          <DigitalClock {...limits} skipDisabled />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">skipDisabled, columns</Typography>
          <MultiSectionDigitalClock {...limits} skipDisabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
