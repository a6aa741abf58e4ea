import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function describe(time: Dayjs | null) {
  if (time === null) {
    return 'empty';
  }
  return time.isValid() ? time.format('HH:mm') : 'not a valid time';
}

export default function TimePickerChangeVsAccept() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-03-14T18:45'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2025-03-14T18:45'));
  const [changeCount, setChangeCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Dinner reservation"
          value={draft}
          onChange={(newValue) => {
            setDraft(newValue);
            setChangeCount((count) => count + 1);
          }}
          onAccept={(newValue, context) => {
            // onAccept can also receive an invalid or rejected value: check before saving.
            if (context.validationError === null) {
              setSaved(newValue);
            }
          }}
        />
        <Typography variant="body2">
          onChange value: {describe(draft)} ({changeCount} calls)
        </Typography>
        <Typography variant="body2">Saved from onAccept: {describe(saved)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
