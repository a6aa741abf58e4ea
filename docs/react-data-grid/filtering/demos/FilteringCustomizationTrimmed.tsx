import {
  DataGrid,
  GridColDef,
  GridFilterOperator,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

// Pick operators by name, in the order they should appear. The first one is the default.
function pick(operators: GridFilterOperator[], names: string[]) {
  return names
    .map((name) => operators.find((operator) => operator.value === name))
    .filter((operator): operator is GridFilterOperator => operator !== undefined);
}

const quantityOperators = pick(getGridNumericOperators(), ['>=', '<=', '=']).map(
  (operator) => {
    // Friendlier labels for a non-technical audience.
    const labels: Record<string, string> = {
      '>=': 'at least',
      '<=': 'at most',
      '=': 'exactly',
    };
    return { ...operator, label: labels[operator.value] };
  },
);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 160,
    filterOperators: pick(getGridStringOperators(), ['startsWith', 'contains']),
  },
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    filterOperators: quantityOperators,
  },
];

export default function FilteringCustomizationTrimmed() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
