import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function DigitalClockTimeStep() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ width: 140 }}>
          <Typography variant="subtitle2">Every 15 min</Typography>
          <DigitalClock timeStep={15} value={value} onChange={setValue} />
        </Stack>
        <Stack spacing={1} sx={{ width: 140 }}>
          <Typography variant="subtitle2">Every 45 min</Typography>
          <DigitalClock timeStep={45} value={value} onChange={setValue} />
        </Stack>
        <Typography variant="body2">Selected: {value?.format('h:mm A')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
