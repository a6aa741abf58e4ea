import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(150);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
  // A second column over the same data, so Total can be summed and averaged at once.
  {
    field: 'totalForAverage',
    headerName: 'Order value',
    type: 'number',
    width: 120,
    valueGetter: (value, row) => row.total,
  },
];

const initialState: GridInitialState = {
  // The copy only matters in pivot mode: hide it in the flat grid.
  columns: { columnVisibilityModel: { totalForAverage: false } },
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'category' }],
      columns: [],
      values: [
        { field: 'total', aggFunc: 'sum' },
        { field: 'totalForAverage', aggFunc: 'avg' },
        // The row field doubles as a value: `size` counts the orders in each group.
        { field: 'category', aggFunc: 'size' },
      ],
    },
  },
};

export default function PivotSameFieldTwice() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        showToolbar
      />
    </div>
  );
}
