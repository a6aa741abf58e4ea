import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  createSalesServer,
  describeRequest,
  SALE_STATUSES,
  type Sale,
} from '@site/src/demo-data/gridServerBackend';

// What the server knows how to compute. No `apply`: the browser computes nothing.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: { label: 'count' },
};

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...SALE_STATUSES],
    width: 110,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationBasic() {
  const [server] = React.useState(() => createSalesServer());
  const [lastRequest, setLastRequest] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        setLastRequest(describeRequest(params));
        const { rows, rowCount, aggregateRow } = await server.getRows(params);
        // aggregateRow holds the totals over every matching row, for the footer.
        return { rows, rowCount, aggregateRow };
      },
      // Where to find a value in a group row or in aggregateRow: both keep them in `aggregates`.
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 420 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          disablePivoting
          aggregationFunctions={aggregationFunctions}
          showToolbar
          pagination
          // A single page size keeps each answer, and its aggregateRow, in one cache entry.
          pageSizeOptions={[10]}
          initialState={{
            aggregation: { model: { quantity: 'sum', total: 'sum' } },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
        />
      </div>
      <Box component="p" sx={{ m: 0, mt: 1, fontFamily: 'monospace', fontSize: 12 }}>
        Last request: {lastRequest}
      </Box>
    </Box>
  );
}
