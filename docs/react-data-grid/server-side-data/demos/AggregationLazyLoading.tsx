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
  size: { label: 'count' },
};

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationLazyLoading() {
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer({ rowCount: 5000 });
    return {
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await server.getRows(params);
        return { rows, rowCount, aggregateRow };
      },
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
        lazyLoading
        aggregationFunctions={aggregationFunctions}
        showToolbar
        initialState={{
          aggregation: { model: { orderNumber: 'size', total: 'sum' } },
        }}
      />
    </div>
  );
}
