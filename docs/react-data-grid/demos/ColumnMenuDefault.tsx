import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  // No sorting: the menu has no sort entries.
  { field: 'product', headerName: 'Product', width: 150, sortable: false },
  // Cannot be hidden: "Hide column" is left out.
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    hideable: false,
  },
  // Cannot be filtered: "Filter" is left out.
  { field: 'status', headerName: 'Status', width: 120, filterable: false },
];

export default function ColumnMenuDefault() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'customer', sort: 'asc' }] },
        }}
      />
    </div>
  );
}
