import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  GridDownloadIcon,
  Toolbar,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function ExportToolbar() {
  return (
    <Toolbar>
      {/* Both render the grid's baseButton slot: a Material UI Button by default. */}
      <ExportCsv startIcon={<GridDownloadIcon />}>Download CSV</ExportCsv>
      <ExportPrint>Print</ExportPrint>
    </Toolbar>
  );
}

export default function ExportButtons() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </div>
  );
}
