import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

function describe(time: Dayjs | null) {
  if (time === null) {
    return 'null';
  }
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : 'Invalid Date';
}

export default function TimeFieldControlled() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimeField
          label="Pick-up time"
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">Value: {describe(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
