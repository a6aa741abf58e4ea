import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  GridOverlay,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// Pivot mode is on, but nothing is placed in rows, columns or values yet.
const initialState: GridInitialState = {
  pivoting: { enabled: true, panelOpen: false, model: { rows: [], columns: [], values: [] } },
};

function PivotHintOverlay() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Typography variant="body2" component="p" sx={{ maxWidth: 260 }}>
        Drag Customer to Rows and Total to Values to see sales per customer.
      </Typography>
      <Button size="small" variant="outlined" onClick={() => apiRef.current.setPivotPanelOpen(true)}>
        Open the pivot panel
      </Button>
    </GridOverlay>
  );
}

export default function OverlayEmptyPivot() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        showToolbar
        slots={{ emptyPivotOverlay: PivotHintOverlay }}
      />
    </div>
  );
}
