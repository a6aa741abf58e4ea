import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function ToolbarDefaultOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        // No columns button in the toolbar (the column menu also loses its column items).
        disableColumnSelector
        slotProps={{
          toolbar: {
            // The export menu keeps only the CSV item, which writes orders.csv with semicolons.
            csvOptions: { fileName: 'orders', delimiter: ';' },
            printOptions: { disableToolbarButton: true },
            // The search field waits for a 400 ms pause before filtering.
            quickFilterProps: { debounceMs: 400 },
          },
        }}
      />
    </div>
  );
}
