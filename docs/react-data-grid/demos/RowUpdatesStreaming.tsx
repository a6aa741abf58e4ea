import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { createRandom } from '@site/src/demo-data';
import { createPriceMover, getQuotes, type Quote } from './rowUpdatesData';

const rows = getQuotes(8);

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'change', headerName: 'Change %', type: 'number', width: 100 },
  { field: 'ticks', headerName: 'Updates', type: 'number', width: 100 },
];

export default function RowUpdatesStreaming() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) return undefined;
    const pick = createRandom(7);
    const movePrice = createPriceMover(8);
    const timer = setInterval(() => {
      const api = apiRef.current;
      const target = rows[Math.floor(pick() * rows.length)];
      const current = target && api?.getRow<Quote>(target.id);
      // The free grid takes one row per updateRows call.
      if (api && current) api.updateRows([movePrice(current)]);
    }, 100);
    // Runs when the reader presses Stop and when the demo unmounts.
    return () => clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row">
        <Button
          size="small"
          variant={running ? 'contained' : 'outlined'}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop updates' : 'Start updates'}
        </Button>
      </Stack>
      <div style={{ height: 350, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
