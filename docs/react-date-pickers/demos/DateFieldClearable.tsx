import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldClearable() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2026-01-31'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Renewal date"
          value={renewal}
          onChange={setRenewal}
          clearable
          onClear={() => setClears((count) => count + 1)}
        />
        <DateField
          label="Button at the start"
          defaultValue={dayjs('2026-01-31')}
          clearable
          clearButtonPosition="start"
        />
        <Typography variant="body2">
          First field: {renewal ? renewal.format('MMM D, YYYY') : 'empty'}, cleared {clears}{' '}
          time(s)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
