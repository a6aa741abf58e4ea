import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function formatShift([start, end]: DateRange<Dayjs>) {
  const time = (value: Dayjs | null) => {
    if (value === null) {
      return '--:--';
    }
    return value.isValid() ? value.format('HH:mm') : 'invalid';
  };
  return `${time(start)} to ${time(end)}`;
}

export default function TimeRangePickerChangeVsAccept() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-09T08:00'),
    dayjs('2025-06-09T16:00'),
  ]);
  const [published, setPublished] = React.useState<DateRange<Dayjs>>(shift);
  const [changes, setChanges] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <TimeRangePicker
          label="Early shift"
          value={shift}
          onChange={(newShift) => {
            setShift(newShift);
            setChanges((count) => count + 1);
          }}
          onAccept={(newShift, context) => {
            // Typing fires onAccept too: only publish a complete, valid range.
            const [start, end] = newShift;
            const isValid = context.validationError.every((error) => error === null);
            if (start !== null && end !== null && isValid) {
              setPublished(newShift);
            }
          }}
        />
        <Typography variant="body2">
          onChange ({changes} calls): {formatShift(shift)}
        </Typography>
        <Typography variant="body2">
          Published by onAccept: {formatShift(published)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
