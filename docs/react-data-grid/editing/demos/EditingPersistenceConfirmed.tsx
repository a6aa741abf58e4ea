import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { createInventoryApi, INVENTORY, type InventoryItem } from './editingPersistenceData';

const columns: GridColDef<InventoryItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 180, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 90, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 80, editable: true },
  { field: 'version', headerName: 'Version', type: 'number', width: 80 },
];

type Status = { severity: 'info' | 'success' | 'error'; message: string };

export default function EditingPersistenceConfirmed() {
  const api = React.useMemo(() => createInventoryApi(), []);
  const [savingId, setSavingId] = React.useState<number | null>(null);
  const [status, setStatus] = React.useState<Status>({
    severity: 'info',
    message: 'Nothing saved yet.',
  });

  const processRowUpdate = React.useCallback(
    async (newRow: InventoryItem) => {
      setSavingId(newRow.id);
      setStatus({ severity: 'info', message: `Saving ${newRow.sku}…` });
      try {
        // The grid keeps the cell open until this settles, then shows what the server stored.
        const stored = await api.save(newRow);
        setStatus({ severity: 'success', message: `${stored.sku} saved as version ${stored.version}.` });
        return stored;
      } finally {
        setSavingId(null);
      }
    },
    [api],
  );

  const handleError = React.useCallback((error: Error) => {
    setStatus({ severity: 'error', message: `${error.message} Press Enter to retry, Escape to cancel.` });
  }, []);

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
      <Alert severity={status.severity} aria-live="polite">
        {status.message}
      </Alert>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={INVENTORY}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={handleError}
          getRowClassName={(params) => (params.id === savingId ? 'row--saving' : '')}
          sx={{ '& .row--saving': { opacity: 0.6 } }}
        />
      </div>
    </Stack>
  );
}
