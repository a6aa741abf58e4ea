import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldsKeyboard() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-08T14:15'));

  let summary = 'empty or incomplete';
  if (value?.isValid()) {
    summary = value.format('YYYY-MM-DDTHH:mm');
  } else if (value) {
    summary = 'invalid date';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimeField
          label="Maintenance window"
          format="ddd, MMM D, YYYY hh:mm A"
          minutesStep={15}
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          Value: <code>{summary}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
