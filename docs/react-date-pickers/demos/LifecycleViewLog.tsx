import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function LifecycleViewLog() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-06T10:30'));
  const [log, setLog] = React.useState<string[]>([]);

  // Views call onChange with (value, selectionState, selectedView): no context object.
  const handleChange = (
    newValue: Dayjs | null,
    selectionState?: string,
    selectedView?: string,
  ) => {
    setValue(newValue);
    const shown = newValue?.format('YYYY-MM-DD HH:mm') ?? 'null';
    setLog((prev) =>
      [
        `onChange(${shown}, '${selectionState}', ${selectedView ? `'${selectedView}'` : 'undefined'})`,
        ...prev,
      ].slice(0, 8),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        >
          <DateCalendar
            value={value}
            onChange={handleChange}
            views={['year', 'day']}
            sx={{ m: 0, maxWidth: '100%' }}
          />
          <MultiSectionDigitalClock value={value} onChange={handleChange} />
        </Stack>
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
