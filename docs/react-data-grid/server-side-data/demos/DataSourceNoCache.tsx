import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
} from '@mui/x-data-grid';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function DataSourceNoCache() {
  const [server] = React.useState(() => createSalesServer({ latency: 300 }));
  const [useCache, setUseCache] = React.useState(false);
  const [requestCount, setRequestCount] = React.useState(0);
  // Switching back needs a cache object: `undefined` would not replace `null`.
  const [cache] = React.useState(() => new GridDataSourceCacheDefault({}));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequestCount((count) => count + 1);
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={useCache}
              onChange={(event) => setUseCache(event.target.checked)}
            />
          }
          label="Cache answers"
        />
        <Typography variant="body2" aria-live="polite">
          Requests sent: {requestCount}
        </Typography>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={useCache ? cache : null}
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </div>
    </Box>
  );
}
