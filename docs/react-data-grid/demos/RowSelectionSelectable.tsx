import { DataGrid, GridColDef, GridRowParams } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Orders that have left the warehouse can no longer be bundled into a shipment.
const isRowSelectable = (params: GridRowParams<Order>) =>
  params.row.status === 'Pending' || params.row.status === 'Processing';

export default function RowSelectionSelectable() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        checkboxSelection
        columns={columns}
        rows={rows}
        isRowSelectable={isRowSelectable}
      />
    </div>
  );
}
