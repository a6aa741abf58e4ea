import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { PickerChangeHandlerContext } from '@mui/x-date-pickers/models';
import type {
  DateRange,
  DateRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

const describe = (value: Dayjs | null) => {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('MM-DD') : 'Invalid';
};

export default function LifecycleRangeFieldLog() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleChange = (
    [start, end]: DateRange<Dayjs>,
    context: PickerChangeHandlerContext<DateRangeValidationError>,
  ) => {
    const [startError, endError] = context.validationError;
    const line = `onChange([${describe(start)}, ${describe(end)}], [${startError}, ${endError}])`;
    setLog((prev) => [line, ...prev].slice(0, 10));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <SingleInputDateRangeField
          label="Trip"
          defaultValue={[dayjs('2025-05-06'), dayjs('2025-05-09')]}
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
