import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { createFakeServer, getOrders, ORDER_STATUSES, type Order } from '@site/src/demo-data';

// Stands in for your backend: it filters 80 orders in memory and answers after 800 ms.
const api = createFakeServer(getOrders(80), { latencyMs: 800 });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

type Result = { rows: Order[]; error: string | null };

export default function FilteringServerBasic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Shipped' }],
  });
  const [result, setResult] = React.useState<Result>({ rows: [], error: null });
  const [loading, setLoading] = React.useState(true);
  const [retries, setRetries] = React.useState(0);

  React.useEffect(() => {
    let current = true; // false once a newer filter has replaced this request
    setLoading(true);
    api
      .query({ filterModel })
      .then(
        ({ rows }) => current && setResult({ rows, error: null }),
        (error: Error) => current && setResult((prev) => ({ ...prev, error: error.message })),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filterModel, retries]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={() => api.failNextRequest()}>
          Make the next request fail
        </Button>
      </div>
      {result.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setRetries((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {result.error}
        </Alert>
      ) : null}
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={result.rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          loading={loading}
          showToolbar
        />
      </div>
    </Stack>
  );
}
