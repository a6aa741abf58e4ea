import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderDate', headerName: 'Date', type: 'date', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function SpreadsheetToolbar() {
  return (
    <Toolbar>
      <ExportExcel
        options={{
          fileName: 'orders-2024',
          // Column-wide Excel formats: a currency format for the Total column.
          columnsStyles: { total: { numFmt: '"$"#,##0.00' } },
        }}
      >
        Download Excel
      </ExportExcel>
      <ExportCsv options={{ fileName: 'orders-2024' }}>Download CSV</ExportCsv>
    </Toolbar>
  );
}

export default function ExportExcelButton() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: SpreadsheetToolbar }}
        showToolbar
      />
    </div>
  );
}
