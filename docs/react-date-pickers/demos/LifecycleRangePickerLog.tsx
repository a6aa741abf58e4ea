import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const describe = ([start, end]: DateRange<Dayjs>) =>
  `[${start?.format('MM-DD') ?? 'null'}, ${end?.format('MM-DD') ?? 'null'}]`;

export default function LifecycleRangePickerLog() {
  const [variant, setVariant] = React.useState<'desktop' | 'mobile'>('desktop');
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((prev) => [line, ...prev].slice(0, 10));
  const Picker =
    variant === 'desktop' ? DesktopDateRangePicker : MobileDateRangePicker;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Variant"
          value={variant}
          onChange={(_event, next: 'desktop' | 'mobile' | null) =>
            next && setVariant(next)
          }
        >
          <ToggleButton value="desktop">Desktop</ToggleButton>
          <ToggleButton value="mobile">Mobile</ToggleButton>
        </ToggleButtonGroup>
        <Picker
          key={variant}
          label="Holiday"
          defaultValue={[dayjs('2025-05-06'), dayjs('2025-05-09')]}
          onOpen={() => write('onOpen()')}
          onClose={() => write('onClose()')}
          onChange={(value) => write(`onChange(${describe(value)})`)}
          onAccept={(value) => write(`onAccept(${describe(value)})`)}
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
