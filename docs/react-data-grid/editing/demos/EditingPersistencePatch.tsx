import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { createInventoryApi, INVENTORY, type InventoryItem } from './editingPersistenceData';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 180, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80, editable: true },
];

// Only the fields whose values differ between the two rows.
function diff(newRow: InventoryItem, oldRow: InventoryItem): Partial<InventoryItem> {
  const keys = Object.keys(newRow) as (keyof InventoryItem)[];
  return Object.fromEntries(keys.filter((key) => newRow[key] !== oldRow[key]).map((key) => [key, newRow[key]]));
}

export default function EditingPersistencePatch() {
  const api = React.useMemo(() => createInventoryApi(300), []);
  const [requests, setRequests] = React.useState<string[]>([]);

  const processRowUpdate = async (newRow: InventoryItem, oldRow: InventoryItem) => {
    const changes = diff(newRow, oldRow);
    if (Object.keys(changes).length === 0) {
      setRequests((log) => [`Row ${newRow.id}: no change, no request`, ...log].slice(0, 4));
      return oldRow;
    }
    setRequests((log) => [`PATCH /items/${newRow.id} ${JSON.stringify(changes)}`, ...log].slice(0, 4));
    return api.patch(newRow.id, changes);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box
        component="pre"
        aria-label="Requests sent"
        sx={{ m: 0, p: 1, minHeight: 96, fontSize: 13, whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {requests.length ? requests.join('\n') : 'Edit a row and press Enter: the requests appear here.'}
      </Box>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid rows={INVENTORY} columns={columns} editMode="row" processRowUpdate={processRowUpdate} />
      </div>
    </Stack>
  );
}
