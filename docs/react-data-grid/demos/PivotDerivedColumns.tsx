import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(150);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  // A `date` column: pivoting adds "Order date (Year)" and "Order date (Quarter)".
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: true,
    model: {
      rows: [{ field: 'category' }],
      columns: [{ field: 'orderDate-quarter', sort: 'asc' }],
      values: [{ field: 'total', aggFunc: 'sum' }],
    },
  },
};

export default function PivotDerivedColumns() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        showToolbar
      />
    </div>
  );
}
