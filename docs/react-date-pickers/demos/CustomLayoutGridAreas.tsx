import dayjs, { Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const start = dayjs('2025-06-04');
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => start.add(1, 'day') },
  { label: 'In a week', getValue: () => start.add(1, 'week') },
  { label: 'In a month', getValue: () => start.add(1, 'month') },
];

export default function CustomLayoutGridAreas() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={start}
        slotProps={{
          toolbar: { hidden: true },
          shortcuts: { items: shortcuts },
          actionBar: { actions: ['clear', 'accept'] },
          layout: {
            sx: {
              // The action bar moves to the first row, above the calendar.
              [`.${pickersLayoutClasses.actionBar}`]: {
                gridColumn: '1 / 4',
                gridRow: 1,
              },
              // The shortcuts move under the calendar and flow in a row.
              [`.${pickersLayoutClasses.shortcuts}`]: {
                gridColumn: '1 / 4',
                gridRow: 3,
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'center',
                maxWidth: 'none',
                '& .MuiListItem-root': { width: 'auto' },
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
