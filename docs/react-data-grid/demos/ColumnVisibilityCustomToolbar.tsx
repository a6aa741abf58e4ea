import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  GridViewColumnIcon,
  Toolbar,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// A toolbar with a single labelled button that opens and closes the columns panel.
function ColumnsOnlyToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger startIcon={<GridViewColumnIcon />} size="small">
        Choose columns
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnVisibilityCustomToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsOnlyToolbar }}
        showToolbar
      />
    </div>
  );
}
