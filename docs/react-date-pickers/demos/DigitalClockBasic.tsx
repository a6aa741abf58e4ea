import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const lunch = dayjs('2025-03-14T12:30');

export default function DigitalClockBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
        <DigitalClock defaultValue={lunch} sx={{ width: 140 }} />
        <MultiSectionDigitalClock defaultValue={lunch} />
      </Stack>
    </LocalizationProvider>
  );
}
