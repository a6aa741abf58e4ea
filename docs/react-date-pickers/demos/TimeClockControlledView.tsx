import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

export default function TimeClockControlledView() {
  const [view, setView] = React.useState<TimeView>('minutes');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          aria-label="Clock view"
          size="small"
          exclusive
          value={view}
          onChange={(_event, newView: TimeView | null) => {
            if (newView) {
              setView(newView);
            }
          }}
        >
          <ToggleButton value="hours">Hours</ToggleButton>
          <ToggleButton value="minutes">Minutes</ToggleButton>
        </ToggleButtonGroup>
        <TimeClock
          view={view}
          onViewChange={setView}
          defaultValue={dayjs('2025-03-14T09:30')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
