import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function show([start, end]: DateRange<Dayjs>) {
  const part = (date: Dayjs | null) => {
    if (date === null) {
      return '…';
    }
    return date.isValid() ? date.format('MMM D') : 'invalid';
  };
  return `${part(start)} → ${part(end)}`;
}

export default function DateRangePickerChangeVsAccept() {
  const [draft, setDraft] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09'),
    dayjs('2025-06-13'),
  ]);
  const [saved, setSaved] = React.useState<DateRange<Dayjs>>(draft);
  const [saves, setSaves] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateRangePicker
          label="Sprint"
          value={draft}
          onChange={(newValue) => setDraft(newValue)}
          onAccept={(newValue) => {
            setSaved(newValue);
            setSaves((count) => count + 1);
          }}
        />
        <Typography variant="body2">onChange (draft): {show(draft)}</Typography>
        <Typography variant="body2">
          onAccept (saved {saves} time(s)): {show(saved)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
