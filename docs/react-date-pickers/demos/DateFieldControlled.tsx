import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

function describe(date: Dayjs | null) {
  if (date === null) {
    return 'null (empty or partly typed)';
  }
  return date.isValid() ? date.format('YYYY-MM-DD') : 'Invalid Date object';
}

export default function DateFieldControlled() {
  const [shipDate, setShipDate] = React.useState<Dayjs | null>(dayjs('2025-11-03'));
  const [lastError, setLastError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Ship date"
          value={shipDate}
          onChange={(newValue, context) => {
            setShipDate(newValue);
            setLastError(context.validationError);
          }}
        />
        <Typography variant="body2">Value in state: {describe(shipDate)}</Typography>
        <Typography variant="body2">
          validationError: {lastError === null ? 'null' : `'${lastError}'`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
