import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function StateSaveRestore() {
  const apiRef = useGridApiRef();
  const [onlyDirty, setOnlyDirty] = React.useState(false);
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  const save = () => {
    const state = apiRef.current?.exportState({ exportOnlyDirtyModels: onlyDirty });
    if (state) setSaved(state);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={save}>
          Save the view
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!saved}
          onClick={() => saved && apiRef.current?.restoreState(saved)}
        >
          Restore the saved view
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={onlyDirty}
              onChange={(event) => setOnlyDirty(event.target.checked)}
            />
          }
          label="exportOnlyDirtyModels"
        />
      </Stack>
      <div style={{ height: 300 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </div>
      <pre
        aria-label="Saved state"
        tabIndex={0}
        style={{ maxHeight: 200, overflow: 'auto', fontSize: 12, margin: 0 }}
      >
        {saved ? JSON.stringify(saved, null, 2) : 'Nothing saved yet.'}
      </pre>
    </Stack>
  );
}
