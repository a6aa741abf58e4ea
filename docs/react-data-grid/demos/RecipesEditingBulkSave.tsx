import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const initialRows = getOrders(12);

// Stands in for one request that stores many rows at once.
const saveBatch = (changed: Order[]) =>
  new Promise<number>((resolve) => {
    setTimeout(() => resolve(changed.length), 800);
  });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'country', headerName: 'Country', width: 110, editable: true },
];

export default function RecipesEditingBulkSave() {
  // The rows on screen, the rows as last saved, and the edited rows not saved yet.
  const [rows, setRows] = React.useState(initialRows);
  const saved = React.useRef(new Map<GridRowId, Order>(initialRows.map((row) => [row.id, row])));
  const [unsaved, setUnsaved] = React.useState<Map<GridRowId, Order>>(new Map());
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('');

  const processRowUpdate = (newRow: Order) => {
    setUnsaved((previous) => new Map(previous).set(newRow.id, newRow));
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow; // shown at once, stored later
  };

  const saveAll = async () => {
    setSaving(true);
    const count = await saveBatch([...unsaved.values()]);
    unsaved.forEach((row) => saved.current.set(row.id, row));
    setUnsaved(new Map());
    setSaving(false);
    setMessage(`${count} row(s) saved in one request.`);
  };

  const discardAll = () => {
    setRows((previous) => previous.map((row) => saved.current.get(row.id) ?? row));
    setUnsaved(new Map());
    setMessage('Changes discarded.');
  };

  const isChanged = (id: GridRowId, field: keyof Order) => {
    const edited = unsaved.get(id);
    return edited !== undefined && edited[field] !== saved.current.get(id)?.[field];
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="contained" disabled={!unsaved.size || saving} onClick={saveAll}>
          {saving ? 'Saving…' : `Save all (${unsaved.size})`}
        </Button>
        <Button size="small" disabled={!unsaved.size || saving} onClick={discardAll}>
          Discard all
        </Button>
      </Stack>
      {message && <Alert severity="info" onClose={() => setMessage('')}>{message}</Alert>}
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getCellClassName={(params) =>
            isChanged(params.id, params.field as keyof Order) ? 'cell--unsaved' : ''
          }
          sx={(theme) => ({
            '& .cell--unsaved': { bgcolor: alpha(theme.palette.warning.main, 0.2) },
          })}
        />
      </div>
    </Stack>
  );
}
