import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnMenuHideAndReorder() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slotProps={{
          // Passed to the default GridColumnMenu.
          columnMenu: {
            // null removes an item: here "Hide column" and "Manage columns".
            slots: { columnMenuColumnsItem: null },
            // A lower displayOrder comes first: Filter now sits above the sort items.
            slotProps: { columnMenuFilterItem: { displayOrder: 1 } },
          },
        }}
      />
    </div>
  );
}
