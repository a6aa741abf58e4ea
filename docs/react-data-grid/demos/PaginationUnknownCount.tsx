import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridColDef,
  GridPaginationMeta,
  GridPaginationModel,
} from '@mui/x-data-grid';
import { createFakeServer, getOrders, type Order } from '@site/src/demo-data';

const server = createFakeServer(getOrders(163), { latencyMs: 600 });

// Many APIs don't return a total, only whether more results exist.
async function fetchOrders(model: GridPaginationModel) {
  const { rows, rowCount } = await server.query({ paginationModel: model });
  return { rows, hasMore: (model.page + 1) * model.pageSize < rowCount };
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110, sortable: false },
  { field: 'product', headerName: 'Product', width: 150, sortable: false },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, sortable: false },
];

export default function PaginationUnknownCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [withEstimate, setWithEstimate] = React.useState(true);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({});
  // -1 means "unknown"; the grid reports the real count once the last page arrives.
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    setError(null);
    fetchOrders(paginationModel).then(
      (result) => {
        if (!active) return;
        setRows(result.rows);
        setPaginationMeta({ hasNextPage: result.hasMore });
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
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={withEstimate}
              onChange={(event) => setWithEstimate(event.target.checked)}
            />
          }
          label="Estimate: about 100 rows"
        />
        <Button size="small" variant="outlined" onClick={() => server.failNextRequest()}>
          Fail the next request
        </Button>
      </Stack>
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
          estimatedRowCount={withEstimate ? 100 : undefined}
          onRowCountChange={setRowCount}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[25, 50]}
        />
      </div>
    </Stack>
  );
}
