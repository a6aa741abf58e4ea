import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridGetRowsParams,
  GridUpdateRowError,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function LazyErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createSalesServer({ rowCount: 2000 }));
  // The request that failed, kept so that Retry can send it again.
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        // Scrolling away and back over the gap also asks again: drop the message then.
        setFailed((current) => (current?.start === params.start ? null : current));
        return { rows, rowCount };
      },
    }),
    [server],
  );

  const handleError = (
    error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError,
  ) => {
    if (error instanceof GridGetRowsError) {
      setFailed(error.params);
    }
  };

  const retry = () => {
    if (failed) {
      // No parent id: the range belongs to the top level.
      apiRef.current?.dataSource.fetchRows(undefined, failed);
    }
    setFailed(null);
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
      {failed ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Rows {String(failed.start)}–{failed.end} could not be loaded.
        </Alert>
      ) : null}
      <div style={{ height: 360, marginTop: 8 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
        />
      </div>
    </Box>
  );
}
