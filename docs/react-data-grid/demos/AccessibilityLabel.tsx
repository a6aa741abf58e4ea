import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function AccessibilityLabel() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      {/* With the toolbar shown, the label is visible in it and also names the grid. */}
      <DataGrid rows={rows} columns={columns} label="Orders to ship" showToolbar />
    </div>
  );
}
