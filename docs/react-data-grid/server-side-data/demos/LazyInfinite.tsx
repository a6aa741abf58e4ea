import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
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

export default function LazyInfinite() {
  const [server] = React.useState(() => createSalesServer({ rowCount: 230 }));
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setLastRequest(describeRequest(params));
        const { rows, hasNextPage } = await server.getRows(params);
        // No rowCount while more rows follow: the grid asks for the next batch
        // when the reader nears the bottom. At the end, the total becomes known.
        const rowCount = hasNextPage
          ? undefined
          : Number(params.start) + rows.length;
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
          // Batches of 50 rows: the page size sets how many rows each request asks for.
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
        />
      </div>
      <Typography
        variant="body2"
        sx={{ mt: 1, fontFamily: 'monospace' }}
        aria-live="polite"
      >
        Last request: {lastRequest}
      </Typography>
    </Box>
  );
}
