import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDataSource } from '@mui/x-data-grid';
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

export default function DataSourceCacheHitRate() {
  const [server] = React.useState(() => createSalesServer({ latency: 300 }));
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((lines) => [...lines, describeRequest(params)]);
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 360 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          // The smallest option (5) is the size of each cache entry.
          pageSizeOptions={[5, 10, 20]}
          initialState={{ pagination: { paginationModel: { pageSize: 20 } } }}
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        Requests sent: {requests.length}. Last:{' '}
        {requests[requests.length - 1] ?? 'none'}
      </Typography>
    </Box>
  );
}
