import dayjs, { Dayjs } from 'dayjs';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

const today = dayjs('2025-06-11');

// Replaces the chips with a list that also shows the date each item gives.
function ShortcutList(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], changeImportance = 'accept', className } = props;
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    // Keep the className: the layout places the shortcuts with it.
    <List
      className={className}
      dense
      sx={{ minWidth: 170 }}
      subheader={<ListSubheader>Quick picks</ListSubheader>}
    >
      {items.map((item) => {
        const value = item.getValue({ isValid });
        return (
          <ListItemButton
            key={item.id ?? item.label}
            disabled={!isValid(value)}
            onClick={() =>
              setValue(value, {
                changeImportance,
                shortcut: { id: item.id, label: item.label },
              })
            }
          >
            <ListItemText
              primary={item.label}
              secondary={value?.format('ddd, MMM D') ?? 'No date'}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Friday', getValue: () => today.add(1, 'week').day(5) },
  { label: 'In a month', getValue: () => today.add(1, 'month') },
  { label: 'Clear', getValue: () => null },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsCustomList() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <div style={{ overflowX: 'auto' }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={today}
          slots={{ shortcuts: ShortcutList }}
          slotProps={{ shortcuts: { items }, layout }}
        />
      </div>
    </LocalizationProvider>
  );
}
