import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function PickersOverviewBuildingBlocks() {
  // One value shared by a field and two standalone views.
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(
    dayjs('2025-09-22T10:15'),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <DateTimeField
          label="Kick-off meeting"
          value={kickOff}
          onChange={setKickOff}
          sx={{ width: 280 }}
        />
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
        >
          <DateCalendar value={kickOff} onChange={setKickOff} />
          <TimeClock value={kickOff} onChange={setKickOff} ampmInClock />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
