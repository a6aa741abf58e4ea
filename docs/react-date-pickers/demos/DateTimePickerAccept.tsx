import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

function show(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('MMM D, HH:mm') : 'invalid date';
}

export default function DateTimePickerAccept() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-09-02T11:00'));
  const [saved, setSaved] = React.useState('Sep 2, 11:00');

  const handleAccept = (value: Dayjs | null, context: { validationError: DateTimeValidationError }) => {
    // onAccept also fires for field edits, so check the value before saving it.
    if (value === null || context.validationError !== null) {
      setSaved(`not saved (${show(value)}, error: ${context.validationError ?? 'empty'})`);
      return;
    }
    setSaved(show(value));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Publish at"
          value={draft}
          onChange={(value) => setDraft(value)}
          onAccept={handleAccept}
          ampm={false}
        />
        <Typography variant="body2">onChange (draft): {show(draft)}</Typography>
        <Typography variant="body2">onAccept (saved): {saved}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
