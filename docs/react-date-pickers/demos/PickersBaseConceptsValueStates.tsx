import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (empty or incomplete field)';
  }
  if (!value.isValid()) {
    return 'an invalid Dayjs object';
  }
  return `a valid Dayjs object: ${value.format('YYYY-MM-DD')}`;
}

export default function PickersBaseConceptsValueStates() {
  const [renewal, setRenewal] = React.useState<Dayjs | null>(dayjs('2025-11-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Policy renewal" value={renewal} onChange={setRenewal} />
        <Typography variant="body2">Current value: {describe(renewal)}</Typography>
        <Button
          variant="outlined"
          onClick={() => setRenewal(null)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Clear
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
