import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo identical on every visit.
// In an application, use dayjs() inside getValue instead.
const today = dayjs('2025-06-09');

const presets: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'Rest of this week',
    getValue: () => [today, today.endOf('week')],
  },
  {
    label: 'Next 14 days',
    getValue: () => [today, today.add(13, 'day')],
  },
  {
    label: 'Last month',
    getValue: () => {
      const previous = today.subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month')];
    },
  },
  {
    label: 'Third quarter',
    getValue: () => [dayjs('2025-07-01'), dayjs('2025-09-30')],
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function DateRangePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Report period"
        referenceDate={today}
        slotProps={{
          shortcuts: { items: presets },
          // Version 8.2.0 moves the list to the third grid column in right-to-left
          // layouts, on top of the calendar; keep it in the first one.
          layout: {
            sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
          },
        }}
        sx={{ width: '100%', maxWidth: 340 }}
      />
    </LocalizationProvider>
  );
}
