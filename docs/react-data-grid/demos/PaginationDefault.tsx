import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

// 240 orders: with the default page size of 100, that makes three pages.
const rows = getOrders(240);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function PaginationDefault() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
