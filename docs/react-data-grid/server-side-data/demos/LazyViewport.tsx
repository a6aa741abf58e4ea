import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import {
  createSalesServer,
  describeRequest,
  type Sale,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'date', headerName: 'Date', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function LazyViewport() {
  const [server] = React.useState(() => createSalesServer({ rowCount: 5000 }));
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((lines) => [describeRequest(params), ...lines].slice(0, 3));
        const { rows, rowCount } = await server.getRows(params);
        // A known rowCount: the grid makes room for every row and fills the gaps on demand.
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 400 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          showToolbar
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
          minHeight: 54,
        }}
      >
        {requests.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
