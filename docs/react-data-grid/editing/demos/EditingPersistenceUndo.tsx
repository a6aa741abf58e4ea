import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { createInventoryApi, INVENTORY, type InventoryItem } from './editingPersistenceData';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 180, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80, editable: true },
];

interface Change {
  before: InventoryItem;
  after: InventoryItem;
}

const EDITABLE = ['product', 'price', 'stock'] as const;

function describe({ before, after }: Change) {
  const field = EDITABLE.find((name) => before[name] !== after[name]) ?? 'product';
  return `${before.sku} ${field} ${before[field]} → ${after[field]}`;
}

export default function EditingPersistenceUndo() {
  const apiRef = useGridApiRef();
  const api = React.useMemo(() => createInventoryApi(400), []);
  const [history, setHistory] = React.useState<Change[]>([]);
  const [busy, setBusy] = React.useState(false);

  const processRowUpdate = async (newRow: InventoryItem, oldRow: InventoryItem) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) return oldRow;
    const after = await api.save(newRow);
    setHistory((previous) => [...previous, { before: oldRow, after }]);
    return after;
  };

  const undo = async () => {
    const last = history[history.length - 1];
    if (!last) return;
    setBusy(true);
    // Undo is a save like any other: send the old values, then show what the server stored.
    const restored = await api.save(last.before);
    apiRef.current?.updateRows([restored]);
    setHistory((previous) => previous.slice(0, -1));
    setBusy(false);
  };

  const last = history[history.length - 1];
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={!last || busy} onClick={undo}>
          Undo ({history.length})
        </Button>
        <Typography variant="body2" aria-live="polite">
          {last ? `Last change: ${describe(last)}` : 'No changes to undo.'}
        </Typography>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={INVENTORY}
          columns={columns}
          processRowUpdate={processRowUpdate}
        />
      </div>
    </Stack>
  );
}
