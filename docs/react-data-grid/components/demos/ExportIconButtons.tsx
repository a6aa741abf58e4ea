import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  GridDownloadIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function PrinterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M6 2h12v5H6zM4 8h16a2 2 0 0 1 2 2v7h-4v5H6v-5H2v-7a2 2 0 0 1 2-2zm4 9v3h8v-5H8z" />
    </svg>
  );
}

function IconExportToolbar() {
  return (
    <Toolbar>
      {/* An element: the export props are merged into this ToolbarButton. */}
      <Tooltip title="Download as CSV">
        <ExportCsv aria-label="Download as CSV" render={<ToolbarButton />}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      {/* A function: spread the props yourself, and add or override some (here the colour). */}
      <Tooltip title="Print">
        <ExportPrint
          options={{ hideToolbar: true }}
          aria-label="Print"
          render={(props) => <ToolbarButton {...props} color="primary" />}
        >
          <PrinterIcon />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportIconButtons() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: IconExportToolbar }} showToolbar />
    </div>
  );
}
