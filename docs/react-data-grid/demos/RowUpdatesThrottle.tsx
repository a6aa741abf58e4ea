import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { createPriceMover, getQuotes, type Quote } from './rowUpdatesData';

const initialRows = getQuotes(12);

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'change', headerName: 'Change %', type: 'number', width: 100 },
  { field: 'ticks', headerName: 'Updates', type: 'number', width: 100 },
];

export default function RowUpdatesThrottle() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [throttleMs, setThrottleMs] = React.useState(1000);
  // The feed's own copy of the data: the grid only shows it.
  const feed = React.useRef<Quote[]>(initialRows);

  React.useEffect(() => {
    if (!running) return undefined;
    const movePrice = createPriceMover(31);
    const timer = setInterval(() => {
      feed.current = feed.current.map(movePrice);
      // Every row in one call: this needs the Pro or Premium grid.
      apiRef.current?.updateRows(feed.current);
    }, 100);
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant={running ? 'contained' : 'outlined'}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop feed' : 'Start feed'}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, value: number | null) => value !== null && setThrottleMs(value)}
          aria-label="Throttle interval"
        >
          <ToggleButton value={0}>No throttle</ToggleButton>
          <ToggleButton value={1000}>1 s</ToggleButton>
          <ToggleButton value={3000}>3 s</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div style={{ height: 350, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttleMs}
        />
      </div>
    </Stack>
  );
}
