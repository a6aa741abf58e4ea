import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { createFakeServer, getOrders, type Order } from '@site/src/demo-data';

// Stands in for your API: it pages 137 orders and answers after 700 ms.
const server = createFakeServer(getOrders(137), { latencyMs: 700 });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110, sortable: false },
  { field: 'customer', headerName: 'Customer', width: 160, sortable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 100, sortable: false },
];

export default function PaginationServerSide() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  // Keep the last known total while a page loads, so the footer does not jump.
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let active = true; // ignore answers for a page the reader has already left
    setLoading(true);
    setError(null);
    server.query({ paginationModel }).then(
      (result) => {
        if (!active) return;
        setRows(result.rows);
        setRowCount(result.rowCount);
        setLoading(false);
      },
      (reason: Error) => {
        if (!active) return;
        setError(reason.message);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [paginationModel, attempt]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={() => server.failNextRequest()}>
          Fail the next request
        </Button>
      </div>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 20, 50]}
        />
      </div>
    </Stack>
  );
}
