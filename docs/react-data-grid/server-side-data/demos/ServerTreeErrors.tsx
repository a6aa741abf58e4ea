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
  GridRowId,
  GridUpdateRowError,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import {
  createDriveServer,
  type DriveItem,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<DriveItem>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

export default function ServerTreeErrors() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createDriveServer({ latency: 400 }));
  // The groupKeys of the request that failed: [] for the top level.
  const [failedPath, setFailedPath] = React.useState<string[] | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );

  const handleError = (
    error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError,
  ) => {
    if (error instanceof GridGetRowsError) {
      setFailedPath(error.params.groupKeys ?? []);
    }
  };

  const retry = () => {
    // This server uses the path as the row id; fetchRows() without an id reloads the top level.
    const folderId: GridRowId | undefined = failedPath?.join('/') || undefined;
    apiRef.current?.dataSource.fetchRows(folderId);
    setFailedPath(null);
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
      {failedPath ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Could not load{' '}
          {failedPath.length > 0 ? failedPath.join('/') : 'the top level'}.
        </Alert>
      ) : null}
      <div style={{ height: 380, marginTop: 8 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          groupingColDef={{ headerName: 'Name', width: 230 }}
        />
      </div>
    </Box>
  );
}
