import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function LazyThrottle() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requestCount, setRequestCount] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer({ rowCount: 5000, latency: 300 });
    return {
      getRows: async (params) => {
        setRequestCount((count) => count + 1);
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Throttle"
          value={throttleMs}
          onChange={(event) => {
            setThrottleMs(Number(event.target.value));
            setRequestCount(0);
          }}
          sx={{ width: 140 }}
        >
          <MenuItem value={0}>Off (0 ms)</MenuItem>
          <MenuItem value={500}>500 ms</MenuItem>
          <MenuItem value={2000}>2000 ms</MenuItem>
        </TextField>
        <Typography variant="body2" aria-live="polite">
          Requests sent: {requestCount}
        </Typography>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          dataSourceCache={null} // every scroll over a gap goes to the server
          // Small batches make the difference easy to see while dragging the scrollbar.
          initialState={{ pagination: { paginationModel: { pageSize: 20 } } }}
        />
      </div>
    </Box>
  );
}
