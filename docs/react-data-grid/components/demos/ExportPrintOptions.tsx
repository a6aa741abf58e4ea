import { DataGrid, ExportPrint, GridColDef, Toolbar } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function PrintToolbar() {
  return (
    <Toolbar>
      <ExportPrint
        options={{
          fileName: 'Order summary',
          fields: ['orderNumber', 'customer', 'total'],
          hideToolbar: true,
          hideFooter: true,
          pageStyle: '@page { size: A4 portrait; margin: 12mm; }',
        }}
      >
        Print summary
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportPrintOptions() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: PrintToolbar }} showToolbar />
    </div>
  );
}
