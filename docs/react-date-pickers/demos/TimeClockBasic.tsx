import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockBasic() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TimeClock value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">Alarm: {value?.format('h:mm A')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
