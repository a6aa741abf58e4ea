import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type {
  DateValidationError,
  PickerChangeHandlerContext,
} from '@mui/x-date-pickers/models';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function LifecycleFieldLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleChange = (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    const line = `onChange(${describe(value)}, error: ${context.validationError ?? 'null'})`;
    setLog((prev) => [line, ...prev].slice(0, 10));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateField
          label="Invoice date"
          defaultValue={dayjs('2025-05-06')}
          maxDate={dayjs('2025-12-31')}
          onChange={handleChange}
        />
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setLog([])}
        >
          Clear the log
        </Button>
        <ul
          aria-label="Calls, newest first"
          style={{
            margin: 0,
            paddingInlineStart: 20,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {log.map((line, index) => (
            <li key={log.length - index}>{line}</li>
          ))}
        </ul>
      </Stack>
    </LocalizationProvider>
  );
}
