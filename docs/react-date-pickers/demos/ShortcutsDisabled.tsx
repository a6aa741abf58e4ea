import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

const today = dayjs('2025-06-11'); // A Wednesday.
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// The picker checks each value against its own validation props and disables the
// chips whose value fails: here "Yesterday" (before minDate) and "Saturday".
const deliveryDays: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Yesterday', getValue: () => today.subtract(1, 'day') },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Saturday', getValue: () => today.day(6) },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ overflowX: 'auto' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={today.add(1, 'day')}
          minDate={today}
          shouldDisableDate={isWeekend}
          slotProps={{ shortcuts: { items: deliveryDays }, layout }}
        />
      </div>
    </LocalizationProvider>
  );
}
