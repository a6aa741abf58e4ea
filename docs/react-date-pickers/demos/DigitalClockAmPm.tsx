import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const boarding = dayjs('2025-03-14T19:30');

export default function DigitalClockAmPm() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
        <DigitalClock ampm={false} defaultValue={boarding} sx={{ width: 120 }} />
        <MultiSectionDigitalClock ampm={false} defaultValue={boarding} />
      </Stack>
    </LocalizationProvider>
  );
}
