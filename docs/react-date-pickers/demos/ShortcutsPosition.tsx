import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2025-06-11');
const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'In a week', getValue: () => today.add(1, 'week') },
  { label: 'In two weeks', getValue: () => today.add(2, 'week') },
  { label: 'In a month', getValue: () => today.add(1, 'month') },
];

export default function ShortcutsPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* In landscape, the layout puts the shortcuts in the row above the calendar. */}
      <div style={{ overflowX: 'auto' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          orientation="landscape"
          defaultValue={today}
          slotProps={{
            shortcuts: {
              items,
              // Lay the chips out in a wrapping row instead of a column.
              sx: {
                display: 'flex',
                flexWrap: 'wrap',
                maxWidth: 320,
                px: 1,
                '& .MuiListItem-root': { width: 'auto', px: 0.5 },
              },
            },
          }}
        />
      </div>
    </LocalizationProvider>
  );
}
