import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { createInventoryApi, INVENTORY, type InventoryItem } from './editingPersistenceData';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 180, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80, editable: true },
];

export default function EditingPersistenceOptimistic() {
  const apiRef = useGridApiRef();
  const api = React.useMemo(() => createInventoryApi(1500), []);
  const [pending, setPending] = React.useState(0);
  const [error, setError] = React.useState<string | null>(null);

  const processRowUpdate = (newRow: InventoryItem, oldRow: InventoryItem) => {
    setPending((count) => count + 1);
    api
      .save(newRow)
      .catch(() => {
        // Put the previous values back and say so.
        apiRef.current?.updateRows([oldRow]);
        setError(`${oldRow.sku} could not be saved, so its old values are back.`);
      })
      .finally(() => setPending((count) => count - 1));
    // Returned at once: the cell closes and shows the new value before the server answers.
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        color="error"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => api.failNextRequest()}
      >
        Fail the next save
      </Button>
      {error ? (
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : (
        <Alert severity="info" aria-live="polite">
          {pending > 0 ? `Saving in the background (${pending})…` : 'All changes saved.'}
        </Alert>
      )}
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={INVENTORY} columns={columns} processRowUpdate={processRowUpdate} />
      </div>
    </Stack>
  );
}
