import dayjs, { Dayjs } from 'dayjs';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';

// Chips instead of the default list. The component gets the items and
// changeImportance from slotProps.shortcuts.
function ChipShortcuts({
  items = [],
  changeImportance = 'accept',
  className,
}: PickersShortcutsProps<Dayjs | null>) {
  const { setValue } = usePickerContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();
  if (items.length === 0) {
    return null;
  }

  return (
    <Stack className={className} spacing={1} sx={{ p: 2 }}>
      {items.map((item) => {
        const next = item.getValue({ isValid });
        return (
          <Chip
            key={item.id ?? item.label}
            label={item.label}
            disabled={!isValid(next)}
            onClick={() =>
              setValue(next, {
                changeImportance,
                shortcut: { id: item.id, label: item.label },
              })
            }
          />
        );
      })}
    </Stack>
  );
}

// Fixed reference day, so the demo gives the same result every day.
const today = dayjs('2025-06-04');
const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.day(8) },
  { label: 'In a month', getValue: () => today.add(1, 'month') },
  { label: 'Last year', getValue: () => today.subtract(1, 'year') },
];

export default function CustomComponentsShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The shortcuts column makes the picker wider than a phone: let it scroll. */}
      <Box sx={{ overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={today}
          minDate={today}
          slots={{ shortcuts: ChipShortcuts }}
          slotProps={{ shortcuts: { items, changeImportance: 'set' } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
