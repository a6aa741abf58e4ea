import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 180 },
];

export default function HeaderFiltersLayout() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        columnHeaderHeight={44}
        headerFilterHeight={64}
        // A clear (×) button inside each active input, instead of a menu item.
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'customer', operator: 'startsWith', value: 'Orbit' },
                { id: 2, field: 'total', operator: '>', value: 250 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
