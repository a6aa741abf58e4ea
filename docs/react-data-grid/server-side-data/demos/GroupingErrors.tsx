import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridGetRowsParams,
  GridUpdateRowError,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const groupingColDef = { width: 190 };

export default function GroupingErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createSalesServer({ latency: 400 }));
  const [failedKeys, setFailedKeys] = React.useState<string[] | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    }),
    [server],
  );

  const handleError = (
    error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError,
  ) => {
    if (error instanceof GridGetRowsError) {
      setFailedKeys(error.params.groupKeys ?? []);
    }
  };

  const retry = () => {
    // This server names group rows 'group:' followed by their keys.
    const groupId = failedKeys?.length ? `group:${failedKeys.join('/')}` : undefined;
    apiRef.current?.dataSource.fetchRows(groupId);
    setFailedKeys(null);
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
      {failedKeys ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Could not load {failedKeys.length ? failedKeys.join(' › ') : 'the groups'}.
        </Alert>
      ) : null}
      <div style={{ height: 380, marginTop: 8 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          disablePivoting
          groupingColDef={groupingColDef}
          onDataSourceError={handleError}
          initialState={{ rowGrouping: { model: ['status', 'channel'] } }}
        />
      </div>
    </Box>
  );
}
