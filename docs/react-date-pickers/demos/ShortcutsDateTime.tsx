import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// A fixed "now": Wednesday, June 11, 2025 at 3:40 PM.
const now = dayjs('2025-06-11T15:40');

const sendTimes: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In one hour', getValue: () => now.add(1, 'hour').startOf('minute') },
  { label: 'Tomorrow, 9 AM', getValue: () => now.add(1, 'day').hour(9).minute(0) },
  {
    label: 'Monday, 9 AM',
    getValue: () => now.add(1, 'week').day(1).hour(9).minute(0),
  },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsDateTime() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Send the newsletter"
        referenceDate={now}
        minDateTime={now}
        slotProps={{ shortcuts: { items: sendTimes }, layout }}
      />
    </LocalizationProvider>
  );
}
