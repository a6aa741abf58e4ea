import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// The model is ready, but the grid opens on the flat list of orders.
const initialState: GridInitialState = {
  pivoting: {
    enabled: false,
    model: {
      rows: [{ field: 'customer' }],
      columns: [{ field: 'category', sort: 'asc' }],
      values: [{ field: 'total', aggFunc: 'sum' }],
    },
  },
};

export default function PivotQuickStart() {
  return (
    <div style={{ height: 500, width: '100%' }}>
      <DataGridPremium
        showToolbar
        initialState={initialState}
        columns={columns}
        rows={rows}
      />
    </div>
  );
}
