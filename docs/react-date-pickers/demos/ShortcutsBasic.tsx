import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

// A fixed "today" (Wednesday, June 11, 2025) gives the same dates on every visit.
// In an application, call dayjs() inside getValue instead.
const today = dayjs('2025-06-11');

const dueDates: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'End of the month', getValue: () => today.endOf('month').startOf('day') },
  { label: 'No due date', getValue: () => null },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsBasic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Due date"
        referenceDate={today}
        slotProps={{ shortcuts: { items: dueDates }, layout }}
      />
    </LocalizationProvider>
  );
}
