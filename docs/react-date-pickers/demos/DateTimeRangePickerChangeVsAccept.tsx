import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

function formatWindow([start, end]: DateRange<Dayjs>) {
  const moment = (value: Dayjs | null) => {
    if (value === null) {
      return 'not set';
    }
    return value.isValid() ? value.format('ddd D MMM, HH:mm') : 'invalid';
  };
  return `${moment(start)} → ${moment(end)}`;
}

export default function DateTimeRangePickerChangeVsAccept() {
  const [draft, setDraft] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-14T22:00'),
    dayjs('2025-06-15T04:00'),
  ]);
  const [scheduled, setScheduled] = React.useState<DateRange<Dayjs>>(draft);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker
          label="Maintenance window"
          value={draft}
          onChange={(newValue) => setDraft(newValue)}
          onAccept={(newValue, context) => {
            // Typed edits reach onAccept too: keep only complete, valid ranges.
            const complete = newValue[0] !== null && newValue[1] !== null;
            if (
              complete &&
              context.validationError.every((error) => error === null)
            ) {
              setScheduled(newValue);
            }
          }}
          sx={{ minWidth: 420 }}
        />
        <Typography variant="body2">
          Draft (onChange): {formatWindow(draft)}
        </Typography>
        <Typography variant="body2">
          Scheduled (onAccept): {formatWindow(scheduled)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
