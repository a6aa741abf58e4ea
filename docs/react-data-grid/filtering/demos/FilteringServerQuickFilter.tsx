import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { createFakeServer, getOrders, type Order } from '@site/src/demo-data';

const api = createFakeServer(getOrders(120), { latencyMs: 600 });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function FilteringServerQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['chair', 'japan'],
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    // The server receives the search terms in `quickFilterValues` and matches them itself.
    api
      .query({ filterModel })
      .then(
        (answer) => {
          if (!current) return;
          setRows(answer.rows);
          setError(null);
        },
        (reason: Error) => current && setError(reason.message),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filterModel, attempt]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={() => api.failNextRequest()}>
          Make the next request fail
        </Button>
      </div>
      {error ? (
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
      ) : null}
      <Typography variant="body2">
        Terms sent to the server: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </div>
    </Stack>
  );
}
