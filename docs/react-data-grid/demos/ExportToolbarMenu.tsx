import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ExportToolbarMenu() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // Options of the "Download as CSV" item of the export menu.
            csvOptions: {
              fileName: 'orders-2024',
              delimiter: ';',
              utf8WithBom: true,
            },
            // No "Print" item in this grid's export menu.
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </div>
  );
}
