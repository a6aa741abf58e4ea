import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

const today = dayjs('2025-06-11');

// Each shortcut returns a whole [start, end] tuple.
const periods: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [today.startOf('week'), today.endOf('week').startOf('day')],
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'Last 30 days', getValue: () => [today.subtract(29, 'day'), today] },
  {
    label: 'This month',
    getValue: () => [today.startOf('month'), today.endOf('month').startOf('day')],
  },
  {
    label: 'Previous month',
    getValue: () => {
      const month = today.subtract(1, 'month');
      return [month.startOf('month'), month.endOf('month').startOf('day')];
    },
  },
  { label: 'Year to date', getValue: () => [today.startOf('year'), today] },
  { label: 'Reset', getValue: () => [null, null] },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ overflowX: 'auto' }}>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          calendars={1}
          referenceDate={today}
          maxDate={today}
          slotProps={{ shortcuts: { items: periods }, layout }}
        />
      </div>
    </LocalizationProvider>
  );
}
