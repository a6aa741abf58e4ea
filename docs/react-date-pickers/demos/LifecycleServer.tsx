import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type {
  DateValidationError,
  PickerChangeHandlerContext,
} from '@mui/x-date-pickers/models';

// Stands in for a request to your API.
function saveDeadline(date: string) {
  return new Promise<string>((resolve) => {
    setTimeout(() => resolve(date), 700);
  });
}

export default function LifecycleServer() {
  const [changeCount, setChangeCount] = React.useState(0);
  const [requests, setRequests] = React.useState<string[]>([]);
  const [saved, setSaved] = React.useState('2025-05-06');

  const handleAccept = async (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    if (value === null || context.validationError !== null) {
      return; // Nothing worth sending yet.
    }
    const date = value.format('YYYY-MM-DD');
    setRequests((prev) => [...prev, date]);
    setSaved(await saveDeadline(date));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Project deadline"
          defaultValue={dayjs('2025-05-06')}
          onChange={() => setChangeCount((count) => count + 1)}
          onAccept={handleAccept}
        />
        <Typography variant="body2">onChange calls: {changeCount}</Typography>
        <Typography variant="body2">
          Requests sent: {requests.length ? requests.join(', ') : 'none'}
        </Typography>
        <Typography variant="body2">Saved on the server: {saved}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
