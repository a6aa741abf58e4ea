import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  // Text columns start on the left, number columns on the right.
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  // align moves the cells, headerAlign the header title.
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, align: 'center', headerAlign: 'center' },
  { field: 'status', headerName: 'Status', width: 120, align: 'right', headerAlign: 'right' },
  { field: 'id', headerName: 'Row', type: 'number', width: 80, align: 'left', headerAlign: 'left' },
];

export default function StyleCellAlignment() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showColumnVerticalBorder showCellVerticalBorder />
    </div>
  );
}
