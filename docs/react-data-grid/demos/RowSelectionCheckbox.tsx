import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(24);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RowSelectionCheckbox() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        pageSizeOptions={[8, 24]}
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
      />
    </div>
  );
}
