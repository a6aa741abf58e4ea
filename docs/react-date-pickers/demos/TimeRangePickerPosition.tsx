import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { RangePosition } from '@mui/x-date-pickers-pro/models';

export default function TimeRangePickerPosition() {
  const [position, setPosition] = React.useState<RangePosition>('start');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={position}
          onChange={(_event, newPosition: RangePosition | null) => {
            if (newPosition !== null) {
              setPosition(newPosition);
            }
          }}
          aria-label="Time to edit"
        >
          <ToggleButton value="start">Doors open</ToggleButton>
          <ToggleButton value="end">Doors close</ToggleButton>
        </ToggleButtonGroup>
        <TimeRangePicker
          label="Concert doors"
          defaultValue={[dayjs('2025-06-09T18:30'), dayjs('2025-06-09T23:00')]}
          rangePosition={position}
          onRangePositionChange={setPosition}
          // Show the Start / End tabs in the desktop popover too.
          slotProps={{ tabs: { hidden: false } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
