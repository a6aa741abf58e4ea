import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PickersBaseConceptsControlled() {
  const [returnDate, setReturnDate] = React.useState<Dayjs | null>(
    dayjs('2025-07-14'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* Uncontrolled: the picker keeps its own state after the first render. */}
        <DatePicker label="Loan date" defaultValue={dayjs('2025-06-30')} />
        {/* Controlled: the parent owns the state and may change it at any time. */}
        <DatePicker label="Return date" value={returnDate} onChange={setReturnDate} />
        <Button
          variant="outlined"
          disabled={returnDate === null || !returnDate.isValid()}
          onClick={() => setReturnDate((date) => (date ? date.add(1, 'week') : date))}
        >
          Extend loan by a week
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
