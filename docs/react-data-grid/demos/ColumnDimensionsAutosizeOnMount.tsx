import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getShipmentRows, type ShipmentRow } from './columnDimensionsData';

const rows = getShipmentRows();

const columns: GridColDef<ShipmentRow>[] = [
  { field: 'orderNumber', headerName: 'Order number' },
  // maxWidth still applies: autosizing never makes this column wider than 260 px.
  { field: 'customer', headerName: 'Customer', maxWidth: 260 },
  { field: 'product', headerName: 'Product' },
  { field: 'status', headerName: 'Status' },
  { field: 'total', headerName: 'Total', type: 'number' },
];

export default function ColumnDimensionsAutosizeOnMount() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        autosizeOnMount
        // Used on mount and when a separator is double-clicked.
        autosizeOptions={{ includeOutliers: true }}
        showColumnVerticalBorder
      />
    </div>
  );
}
