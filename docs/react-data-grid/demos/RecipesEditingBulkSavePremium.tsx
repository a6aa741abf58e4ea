import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, GridColDef, GridRowId } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const initialRows = getOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'country', headerName: 'Country', width: 110, editable: true },
];

export default function RecipesEditingBulkSavePremium() {
  const [rows, setRows] = React.useState(initialRows);
  const saved = React.useRef(new Map<GridRowId, Order>(initialRows.map((row) => [row.id, row])));
  const [unsaved, setUnsaved] = React.useState<Map<GridRowId, Order>>(new Map());
  const [status, setStatus] = React.useState('Nothing saved yet.');

  // Called once per edited row: by cell editing and by every row a paste touches.
  const processRowUpdate = (newRow: Order) => {
    setUnsaved((previous) => new Map(previous).set(newRow.id, newRow));
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  };

  const saveAll = () => {
    unsaved.forEach((row) => saved.current.set(row.id, row));
    setStatus(`${unsaved.size} row(s) would be sent in one request.`);
    setUnsaved(new Map());
  };

  const discardAll = () => {
    setRows((previous) => previous.map((row) => saved.current.get(row.id) ?? row));
    setUnsaved(new Map());
    setStatus('Changes discarded.');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={!unsaved.size} onClick={saveAll}>
          Save all ({unsaved.size})
        </Button>
        <Button size="small" disabled={!unsaved.size} onClick={discardAll}>
          Discard all
        </Button>
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          getCellClassName={(params) => {
            const edited = unsaved.get(params.id);
            const field = params.field as keyof Order;
            return edited && edited[field] !== saved.current.get(params.id)?.[field]
              ? 'cell--unsaved'
              : '';
          }}
          sx={(theme) => ({
            '& .cell--unsaved': { bgcolor: alpha(theme.palette.warning.main, 0.2) },
          })}
        />
      </div>
    </Stack>
  );
}
