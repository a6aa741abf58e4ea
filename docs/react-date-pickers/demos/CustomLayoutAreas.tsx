import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
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

// Outlines each area of the layout and prints its class name in a corner.
const outline = (name: string) => ({
  position: 'relative',
  outline: '2px dashed',
  outlineColor: 'secondary.main',
  outlineOffset: -2,
  '&::after': {
    content: `"${name}"`,
    position: 'absolute',
    insetInlineEnd: 4,
    bottom: 2,
    font: '11px monospace',
    color: 'secondary.main',
  },
});

export default function CustomLayoutAreas() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker
          defaultValue={start}
          slotProps={{
            shortcuts: { items: shortcuts },
            layout: {
              sx: {
                [`.${pickersLayoutClasses.toolbar}`]: outline('toolbar'),
                [`.${pickersLayoutClasses.shortcuts}`]: {
                  ...outline('shortcuts'),
                  // 8.2.0 moves it to column 3 in right-to-left, over the views.
                  gridColumn: 1,
                },
                [`.${pickersLayoutClasses.contentWrapper}`]:
                  outline('contentWrapper'),
                [`.${pickersLayoutClasses.actionBar}`]: outline('actionBar'),
              },
            },
          }}
        />
      </LocalizationProvider>
    </Box>
  );
}
