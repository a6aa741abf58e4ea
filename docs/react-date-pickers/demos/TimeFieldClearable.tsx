import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function TimeFieldClearable() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-14T09:30'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 280 }}>
        <TimeField
          label="Quiet hours start"
          value={value}
          onChange={setValue}
          clearable
          onClear={() => setClears((count) => count + 1)}
        />
        <Typography variant="body2">
          {value ? value.format('h:mm A') : 'No time set'} (clear button clicks: {clears})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
