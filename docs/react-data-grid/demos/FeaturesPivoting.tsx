import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(200);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'category' }],
      columns: [{ field: 'status', sort: 'asc' }],
      values: [{ field: 'quantity', aggFunc: 'sum' }],
    },
  },
};

export default function FeaturesPivoting() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        showToolbar
      />
    </div>
  );
}
