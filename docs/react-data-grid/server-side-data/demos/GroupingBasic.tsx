import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  createSalesServer,
  describeRequest,
  type Sale,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const groupingColDef = { width: 190 };

export default function GroupingBasic() {
  const [server] = React.useState(() => createSalesServer());
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setRequests((lines) =>
          [describeRequest(params, { withGroupKeys: true }), ...lines].slice(0, 3),
        );
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      // Group rows carry their value in `groupKey`; sales have none and fall back to their id.
      getGroupKey: (row) => row.groupKey,
      // Sales are leaves: they have no childrenCount.
      getChildrenCount: (row) => row.childrenCount ?? 0,
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 400 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          disablePivoting
          groupingColDef={groupingColDef}
          initialState={{ rowGrouping: { model: ['region', 'category'] } }}
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
