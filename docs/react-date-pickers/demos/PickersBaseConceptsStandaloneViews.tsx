import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

export default function PickersBaseConceptsStandaloneViews() {
  const [slot, setSlot] = React.useState<Dayjs | null>(dayjs('2025-05-06T11:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
        >
          <DateCalendar value={slot} onChange={setSlot} />
          {/* One entry every 30 minutes, during opening hours only. */}
          <DigitalClock
            value={slot}
            onChange={setSlot}
            timeStep={30}
            minTime={dayjs('2025-01-01T09:00')}
            maxTime={dayjs('2025-01-01T17:00')}
            skipDisabled
            sx={{ maxHeight: 300, width: 160 }}
          />
        </Stack>
        <Typography variant="body2">
          Appointment: {slot ? slot.format('ddd D MMM YYYY, HH:mm') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
