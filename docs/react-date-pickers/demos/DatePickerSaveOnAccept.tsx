import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function DatePickerSaveOnAccept() {
  const [saved, setSaved] = React.useState<string>('2025-05-06');
  const [log, setLog] = React.useState<string[]>([]);

  const handleAccept = (
    newValue: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    const shown = newValue === null ? 'null' : newValue.isValid() ? newValue.format('YYYY-MM-DD') : 'Invalid Date';
    // onAccept also reports empty, impossible and out-of-range values: only save the good ones.
    if (newValue === null || context.validationError !== null) {
      setLog((prev) => [`${shown}: skipped (${context.validationError ?? 'empty'})`, ...prev].slice(0, 4));
      return;
    }
    setSaved(newValue.format('YYYY-MM-DD'));
    setLog((prev) => [`${shown}: saved`, ...prev].slice(0, 4));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Renewal date"
          defaultValue={dayjs('2025-05-06')}
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2025-12-31')}
          onAccept={handleAccept}
        />
        <Typography variant="body2">Stored on the server: {saved}</Typography>
        <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
          onAccept calls, newest first:
          <ul style={{ margin: 0 }}>
            {log.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
