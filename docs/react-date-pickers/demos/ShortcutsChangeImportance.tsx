import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { PickerChangeImportance } from '@mui/x-date-pickers/models';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

const today = dayjs('2025-06-11');
const starts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
  {
    label: 'First of next month',
    getValue: () => today.add(1, 'month').startOf('month'),
  },
];

// In right-to-left layouts, version 8.2.0 moves the shortcuts over the calendar.
// Keeping them in the first grid column (the right one in that direction) fixes it.
const layout = {
  sx: { [`& .${pickersLayoutClasses.shortcuts}`]: { gridColumn: 1 } },
};

export default function ShortcutsChangeImportance() {
  const [importance, setImportance] =
    React.useState<PickerChangeImportance>('accept');
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((prev) => [line, ...prev].slice(0, 6));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="changeImportance"
          value={importance}
          onChange={(_event, next: PickerChangeImportance | null) =>
            next && setImportance(next)
          }
        >
          <ToggleButton value="accept">accept</ToggleButton>
          <ToggleButton value="set">set</ToggleButton>
        </ToggleButtonGroup>
        <DesktopDatePicker
          label="Start date"
          defaultValue={today}
          onChange={(value) =>
            write(`onChange(${value?.format('MM/DD') ?? 'null'})`)
          }
          onAccept={(value) =>
            write(`onAccept(${value?.format('MM/DD') ?? 'null'})`)
          }
          onClose={() => write('onClose()')}
          slotProps={{
            shortcuts: { items: starts, changeImportance: importance },
            layout,
          }}
        />
        <ul
          aria-label="Calls, newest first"
          style={{
            margin: 0,
            paddingInlineStart: 20,
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {log.map((line, index) => (
            <li key={log.length - index}>{line}</li>
          ))}
        </ul>
      </Stack>
    </LocalizationProvider>
  );
}
