import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "now" (Monday, June 9, 2025, 14:20) keeps the demo the same on every visit.
// In an application, call dayjs() inside getValue instead.
const now = dayjs('2025-06-09T14:20');

const quickRanges: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Next 2 hours', getValue: () => [now, now.add(2, 'hour')] },
  {
    label: 'Tonight',
    getValue: () => [now.hour(19).minute(0), now.add(1, 'day').hour(7).minute(0)],
  },
  {
    label: 'Rest of the week',
    getValue: () => [now, now.day(5).hour(18).minute(0)],
  },
  {
    label: 'Next weekend',
    getValue: () => {
      const saturday = now.day(6).startOf('day');
      return [saturday, saturday.add(1, 'day').endOf('day')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function DateTimeRangePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Snooze alerts"
        referenceDate={now}
        ampm={false}
        slotProps={{
          shortcuts: { items: quickRanges },
          // Version 8.2.0 moves the list to the third grid column in right-to-left
          // layouts, on top of the calendar; keep it in the first one.
          layout: { sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } } },
        }}
        sx={{ width: '100%', minWidth: 420, maxWidth: 460 }}
      />
    </LocalizationProvider>
  );
}
