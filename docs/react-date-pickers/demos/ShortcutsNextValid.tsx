import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

const today = dayjs('2025-12-19'); // A Friday before the holidays.
const closed = new Set([
  '2025-12-24',
  '2025-12-25',
  '2025-12-26',
  '2025-12-31',
  '2026-01-01',
]);
const isClosed = (day: Dayjs) =>
  day.day() === 0 || day.day() === 6 || closed.has(day.format('YYYY-MM-DD'));

// Walks forward from a start date until the picker's validation accepts the day.
function firstValidFrom(start: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let day = start;
  for (let tries = 0; tries < 60; tries += 1) {
    if (isValid(day)) {
      return day;
    }
    day = day.add(1, 'day');
  }
  return null;
}

const openingDays: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next working day',
    getValue: ({ isValid }) => firstValidFrom(today.add(1, 'day'), isValid),
  },
  {
    label: 'Same day next week',
    getValue: ({ isValid }) => firstValidFrom(today.add(1, 'week'), isValid),
  },
  {
    label: 'First working day of 2026',
    getValue: ({ isValid }) => firstValidFrom(dayjs('2026-01-01'), isValid),
  },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsNextValid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Meeting"
        referenceDate={today}
        shouldDisableDate={isClosed}
        slotProps={{ shortcuts: { items: openingDays }, layout }}
      />
    </LocalizationProvider>
  );
}
