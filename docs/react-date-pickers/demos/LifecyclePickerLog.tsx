import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { MobileTimePicker } from '@mui/x-date-pickers/MobileTimePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import type { PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

const pickers = {
  date: {
    desktop: DesktopDatePicker,
    mobile: MobileDatePicker,
    format: 'MM/DD/YYYY',
  },
  time: { desktop: DesktopTimePicker, mobile: MobileTimePicker, format: 'hh:mm A' },
  dateTime: {
    desktop: DesktopDateTimePicker,
    mobile: MobileDateTimePicker,
    format: 'MM/DD/YYYY hh:mm A',
  },
};
type Kind = keyof typeof pickers;
type Variant = 'desktop' | 'mobile';

export default function LifecyclePickerLog() {
  const [kind, setKind] = React.useState<Kind>('date');
  const [variant, setVariant] = React.useState<Variant>('desktop');
  // Only DesktopDatePicker closes on select by default.
  const [closeOnSelect, setCloseOnSelect] = React.useState(true);
  const [allActions, setAllActions] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  const choose = (nextKind: Kind, nextVariant: Variant) => {
    setKind(nextKind);
    setVariant(nextVariant);
    setCloseOnSelect(nextKind === 'date' && nextVariant === 'desktop');
  };
  const write = (line: string) => setLog((prev) => [line, ...prev].slice(0, 12));
  const show = (value: Dayjs | null) =>
    value === null
      ? 'null'
      : value.isValid()
        ? value.format(pickers[kind].format)
        : 'Invalid Date';
  const withContext =
    (name: string) =>
    (value: Dayjs | null, context: PickerChangeHandlerContext<unknown>) =>
      write(`${name}(${show(value)}, error: ${context.validationError ?? 'null'})`);

  const Picker = pickers[kind][variant];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Component"
            value={kind}
            onChange={(_e, next: Kind | null) => next && choose(next, variant)}
          >
            <ToggleButton value="date">Date</ToggleButton>
            <ToggleButton value="time">Time</ToggleButton>
            <ToggleButton value="dateTime">Date time</ToggleButton>
          </ToggleButtonGroup>
          <ToggleButtonGroup
            size="small"
            exclusive
            aria-label="Variant"
            value={variant}
            onChange={(_e, next: Variant | null) => next && choose(kind, next)}
          >
            <ToggleButton value="desktop">Desktop</ToggleButton>
            <ToggleButton value="mobile">Mobile</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
          <FormControlLabel
            label="closeOnSelect"
            control={
              <Switch
                checked={closeOnSelect}
                onChange={(e) => setCloseOnSelect(e.target.checked)}
              />
            }
          />
          <FormControlLabel
            label="All four buttons"
            control={
              <Switch
                checked={allActions}
                onChange={(e) => setAllActions(e.target.checked)}
              />
            }
          />
        </Stack>
        <Picker
          // A new key mounts a fresh, uncontrolled picker for each setup.
          key={`${kind}-${variant}-${closeOnSelect}-${allActions}`}
          label="Appointment"
          defaultValue={dayjs('2025-05-06T10:30')}
          closeOnSelect={closeOnSelect}
          onOpen={() => write('onOpen()')}
          onClose={() => write('onClose()')}
          onChange={withContext('onChange')}
          onAccept={withContext('onAccept')}
          slotProps={
            allActions
              ? { actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }
              : undefined
          }
        />
        <Button
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setLog([])}
        >
          Clear the log
        </Button>
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
