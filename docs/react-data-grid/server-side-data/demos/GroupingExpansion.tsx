import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  DataGridPremiumProps,
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
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Open Europe, and every category inside it, as soon as they arrive. Declared outside the
// component: a new function on each render makes the grid rebuild its groups mid-fetch.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (
  node,
) => node.groupingKey === 'Europe' || node.parent === 'group:Europe';

const groupingColDef = { width: 190 };

export default function GroupingExpansion() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer();
    return {
      getRows: async (params) => {
        setRequests((lines) => [
          ...lines,
          describeRequest(params, { withGroupKeys: true }),
        ]);
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 400 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          disablePivoting
          groupingColDef={groupingColDef}
          initialState={{ rowGrouping: { model: ['region', 'category'] } }}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
        />
      </div>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Requests sent without a click:
      </Typography>
      <Box
        component="ol"
        aria-label="Requests received by the server"
        sx={{
          m: 0,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: 12,
          height: 90,
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
