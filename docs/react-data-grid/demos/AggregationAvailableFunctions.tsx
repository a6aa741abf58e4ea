import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

// Every built-in function except `size`, for the whole grid.
const aggregationFunctions = Object.fromEntries(
  Object.entries(GRID_AGGREGATION_FUNCTIONS).filter(([name]) => name !== 'size'),
);

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  // Only a sum makes sense for quantities.
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 110,
    availableAggregationFunctions: ['sum'],
  },
  // Readers cannot aggregate prices from the menu; the model below still can.
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, aggregable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationAvailableFunctions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          aggregation: { model: { quantity: 'sum', unitPrice: 'max', total: 'avg' } },
        }}
      />
    </div>
  );
}
