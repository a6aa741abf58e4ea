import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
} from '@mui/x-data-grid';
import {
  createSalesServer,
  describeRequest,
  type Sale,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Each answer is reused for 10 seconds, then asked for again.
const cache = new GridDataSourceCacheDefault({ ttl: 10_000 });

export default function DataSourceCacheTtl() {
  const [server] = React.useState(() => createSalesServer({ latency: 300 }));
  const [requests, setRequests] = React.useState<string[]>([]);
  const firstRequestAt = React.useRef<number | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const now = performance.now();
        firstRequestAt.current ??= now;
        const seconds = ((now - firstRequestAt.current) / 1000).toFixed(1);
        setRequests((lines) => [
          `${seconds} s: ${describeRequest(params)}`,
          ...lines,
        ]);
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 380 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </div>
      <Box
        component="ol"
        aria-label="Requests received by the server, newest first"
        sx={{
          m: 0,
          mt: 1,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: 12,
          height: 72,
          overflow: 'auto',
        }}
      >
        {requests.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
