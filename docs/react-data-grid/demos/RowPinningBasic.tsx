import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const orders = getOrders(30);

// Pinned rows must not also appear in `rows`, so split them out first.
const topIds = [4, 11];
const bottomIds = [30];
const pinnedRows: GridPinnedRowsProp<Order> = {
  top: orders.filter((order) => topIds.includes(order.id)),
  bottom: orders.filter((order) => bottomIds.includes(order.id)),
};
const rows = orders.filter(
  (order) => !topIds.includes(order.id) && !bottomIds.includes(order.id),
);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function RowPinningBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </div>
  );
}
