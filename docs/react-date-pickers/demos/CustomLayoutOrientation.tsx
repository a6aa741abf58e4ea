import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const start = dayjs('2025-06-04');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In a week', getValue: () => start.add(1, 'week') },
  { label: 'In a month', getValue: () => start.add(1, 'month') },
];

export default function CustomLayoutOrientation() {
  const [landscape, setLandscape] = React.useState(true);
  // The area beside the views: the toolbar in landscape, the shortcuts in portrait.
  const sideArea = landscape
    ? pickersLayoutClasses.toolbar
    : pickersLayoutClasses.shortcuts;

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={landscape}
            onChange={(event) => setLandscape(event.target.checked)}
          />
        }
        label="Landscape"
      />
      <Box sx={{ overflowX: 'auto' }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <StaticDatePicker
            orientation={landscape ? 'landscape' : 'portrait'}
            defaultValue={start}
            slotProps={{
              shortcuts: { items: shortcuts },
              // In right-to-left, 8.2.0 moves the side area to column 3, over
              // the views: keep it in column 1.
              layout: {
                sx: {
                  [`.${sideArea}`]: { gridColumn: 1 },
                },
              },
            }}
          />
        </LocalizationProvider>
      </Box>
    </div>
  );
}
