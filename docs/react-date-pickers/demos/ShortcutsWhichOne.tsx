import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type {
  DateValidationError,
  PickerChangeHandlerContext,
} from '@mui/x-date-pickers/models';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

const today = dayjs('2025-06-11');

// The id reaches your callbacks: a stable name to count or log, whatever the label's language.
const reminders: PickersShortcutsItem<Dayjs | null>[] = [
  {
    id: 'reminder-tomorrow',
    label: 'Tomorrow',
    getValue: () => today.add(1, 'day'),
  },
  { id: 'reminder-weekend', label: 'This weekend', getValue: () => today.day(6) },
  {
    id: 'reminder-next-week',
    label: 'Next week',
    getValue: () => today.add(1, 'week').day(1),
  },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsWhichOne() {
  const [source, setSource] = React.useState('nothing picked yet');

  const handleChange = (
    value: Dayjs | null,
    context: PickerChangeHandlerContext<DateValidationError>,
  ) => {
    const day = value?.format('ddd, MMM D') ?? 'null';
    setSource(
      context.shortcut
        ? `${day}, from shortcut "${context.shortcut.id}"`
        : `${day}, picked in the calendar`,
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="body2">Last change: {source}</Typography>
        <div style={{ overflowX: 'auto' }}>
          <StaticDatePicker
            displayStaticWrapperAs="desktop"
            defaultValue={today}
            onChange={handleChange}
            slotProps={{ shortcuts: { items: reminders }, layout }}
          />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
