import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function TimeRangeFieldClearable() {
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <SingleInputTimeRangeField
          label="Do not disturb"
          clearable
          onClear={() => setClears((count) => count + 1)}
          defaultValue={[dayjs('2025-06-09T12:30'), dayjs('2025-06-09T13:30')]}
        />
        <SingleInputTimeRangeField
          label="Clear button at the start"
          clearable
          clearButtonPosition="start"
          onClear={() => setClears((count) => count + 1)}
          defaultValue={[dayjs('2025-06-09T21:00'), dayjs('2025-06-09T23:00')]}
        />
        <Typography variant="body2">Cleared {clears} time(s)</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
