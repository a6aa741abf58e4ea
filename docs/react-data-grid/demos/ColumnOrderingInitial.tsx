import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

// The order in which the columns are defined...
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  { field: 'orderDate', headerName: 'Date', type: 'date', width: 110 },
];

export default function ColumnOrderingInitial() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // ...and the order they start in: the listed fields first, then the others.
        initialState={{
          columns: { orderedFields: ['orderDate', 'status', 'orderNumber'] },
        }}
      />
    </div>
  );
}
