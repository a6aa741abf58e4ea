import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

// How many different values the rows hold.
const distinct: GridAggregationFunction<string, number> = {
  apply: ({ values }) => new Set(values.filter((value) => value != null)).size,
  label: 'distinct',
  columnTypes: ['string', 'singleSelect'],
  // A count is not a product or a customer: do not reuse the column's formatting.
  hasCellUnit: false,
  valueFormatter: (value?: number) => (value == null ? '' : `${value} different`),
};

// The gap between the smallest and the largest value.
const spread: GridAggregationFunction<number, number> = {
  apply: ({ values }) => {
    const numbers = values.filter((value): value is number => typeof value === 'number');
    return numbers.length ? Math.max(...numbers) - Math.min(...numbers) : null;
  },
  label: 'spread',
  columnTypes: ['number'],
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, distinct, spread };

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationCustomFunctions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: {
            model: { customer: 'distinct', product: 'distinct', quantity: 'spread', total: 'sum' },
          },
        }}
      />
    </div>
  );
}
