import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function FieldsClearable() {
  const [clearCount, setClearCount] = React.useState(0);
  const countClear = () => setClearCount((count) => count + 1);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeField
          label="Alarm"
          defaultValue={dayjs('2025-05-12T06:40')}
          clearable
          onClear={countClear}
        />
        <DateTimePicker
          label="Reminder"
          defaultValue={dayjs('2025-05-12T09:00')}
          slotProps={{
            field: {
              clearable: true,
              clearButtonPosition: 'start',
              onClear: countClear,
            },
          }}
        />
        <Typography variant="body2" aria-live="polite">
          Clear buttons clicked: {clearCount}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
