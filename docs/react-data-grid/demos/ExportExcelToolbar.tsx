import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'orderDate', headerName: 'Date', type: 'date', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ExportExcelToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            excelOptions: {
              fileName: 'orders-2024',
              // Excel number formats, per field.
              columnsStyles: {
                orderDate: { numFmt: 'yyyy-mm-dd' },
                total: { numFmt: '"$"#,##0.00' },
              },
            },
          },
        }}
      />
    </div>
  );
}
