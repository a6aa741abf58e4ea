import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickersQuickstartControlled() {
  const [moveIn, setMoveIn] = React.useState<Dayjs | null>(dayjs('2025-10-01'));

  let summary = 'No date chosen yet.';
  if (moveIn && moveIn.isValid()) {
    summary = `Keys are handed over on ${moveIn.format('dddd D MMMM YYYY')}.`;
  } else if (moveIn) {
    summary = 'That date does not exist.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Move-in date"
          value={moveIn}
          onChange={(newValue) => setMoveIn(newValue)}
        />
        <Typography variant="body2">{summary}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
