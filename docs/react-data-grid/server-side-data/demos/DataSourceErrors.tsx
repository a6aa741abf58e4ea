import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridUpdateRowError,
  useGridApiRef,
} from '@mui/x-data-grid';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createSalesServer({ latency: 400 }));
  const [error, setError] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        setError(null); // a later page loaded fine
        return { rows, rowCount };
      },
    }),
    [server],
  );

  const handleError = (failure: GridGetRowsError | GridUpdateRowError) => {
    // `params` is the request that failed: here, which page was asked for.
    const page =
      failure instanceof GridGetRowsError
        ? failure.params.paginationModel?.page
        : null;
    setError(`Page ${(page ?? 0) + 1} could not be loaded. ${failure.message}`);
  };

  const retry = () => {
    setError(null);
    // Nothing was cached for the failed request, so this asks the server again.
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => server.failNextRequest()}
      >
        Make the next request fail
      </Button>
      {error ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <div style={{ height: 380, marginTop: 8 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </div>
    </Box>
  );
}
