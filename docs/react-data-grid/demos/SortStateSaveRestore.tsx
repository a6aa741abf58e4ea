import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'orderDate', headerName: 'Ordered on', type: 'date', width: 120 },
];

export default function SortStateSaveRestore() {
  const apiRef = useGridApiRef();
  // Stands in for localStorage or a user-preferences endpoint.
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    const state = apiRef.current?.exportState();
    if (state) setSaved({ sorting: state.sorting });
  };
  const restore = () => {
    if (saved) apiRef.current?.restoreState(saved);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={save}>
          Save sort
        </Button>
        <Button variant="outlined" size="small" onClick={restore} disabled={!saved}>
          Restore saved sort
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" component="code" sx={{ minHeight: 24 }}>
        {saved ? JSON.stringify(saved.sorting?.sortModel) : 'Nothing saved yet'}
      </Typography>
      <div style={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
