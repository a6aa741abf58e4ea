import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridPaginationModel,
  GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createFakeServer, getOrders, type Order } from '@site/src/demo-data';

const server = createFakeServer(getOrders(60), { latencyMs: 500 });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110, sortable: false },
  { field: 'customer', headerName: 'Customer', width: 160, sortable: false },
];

export default function RowSelectionServerPages() {
  const [keep, setKeep] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [page, setPage] = React.useState<{ rows: Order[]; rowCount: number }>({ rows: [], rowCount: 0 });
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    setError(null);
    server.query({ paginationModel }).then(
      (result) => active && setPage(result),
      (reason: Error) => active && setError(reason.message),
    ).finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [paginationModel, attempt]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
          label="keepNonExistentRowsSelected"
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
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        Selected ids: {[...selection.ids].join(', ') || 'none'}
      </Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={page.rows}
          rowCount={page.rowCount}
          columns={columns}
          loading={loading}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
        />
      </div>
    </Stack>
  );
}
