import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';
import { createFakeServer, getOrders, type Order } from '@site/src/demo-data';

const api = createFakeServer(getOrders(250), { latencyMs: 700 });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function FilteringServerPaged() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'customer', operator: 'contains', value: 'blue' }],
  });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [page, setPage] = React.useState({ rows: [] as Order[], rowCount: 0 });
  const [status, setStatus] = React.useState<'loading' | 'done' | Error>('loading');
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    setStatus('loading');
    api.query({ filterModel, sortModel, paginationModel }).then(
      (answer) => {
        if (!current) return;
        setPage(answer);
        setStatus('done');
      },
      (error: Error) => current && setStatus(error),
    );
    return () => {
      current = false;
    };
  }, [filterModel, sortModel, paginationModel, attempt]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={() => api.failNextRequest()}>
          Make the next request fail
        </Button>
      </div>
      {status instanceof Error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {status.message}
        </Alert>
      ) : null}
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={page.rows}
          rowCount={page.rowCount}
          columns={columns}
          loading={status === 'loading'}
          filterMode="server"
          sortingMode="server"
          paginationMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
        />
      </div>
    </Stack>
  );
}
