import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function DateTimeFieldBasic() {
  const [incident, setIncident] = React.useState<Dayjs | null>(dayjs('2025-03-27T23:12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Incident started" value={incident} onChange={setIncident} />
        <Typography variant="body2">
          Value as text: {incident && incident.isValid() ? incident.format() : String(incident)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
