import * as React from 'react';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: { label: 'count' },
};

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

const groupingColDef = { width: 190 };

export default function AggregationRowGrouping() {
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer();
    return {
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await server.getRows(params);
        return { rows, rowCount, aggregateRow };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
      // Each group row arrives with its own totals, computed by the server.
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    };
  }, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        disablePivoting
        // Requests of 100 rows cached as one entry, so cached answers keep aggregateRow.
        pageSizeOptions={[100]}
        groupingColDef={groupingColDef}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['region', 'channel'] },
          aggregation: { model: { quantity: 'avg', total: 'sum' } },
        }}
      />
    </div>
  );
}
