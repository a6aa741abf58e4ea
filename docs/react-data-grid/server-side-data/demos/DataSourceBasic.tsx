import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridDataSource } from '@mui/x-data-grid';
import {
  createSalesServer,
  describeRequest,
  SALE_STATUSES,
  type Sale,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...SALE_STATUSES],
    width: 110,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function DataSourceBasic() {
  // 500 sales in memory, answering after 500 ms.
  const [server] = React.useState(() => createSalesServer());
  const [requests, setRequests] = React.useState<string[]>([]);

  // Create the data source once: a new object makes the grid drop its cache and start over.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((lines) => [describeRequest(params), ...lines].slice(0, 3));
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          showToolbar
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
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
