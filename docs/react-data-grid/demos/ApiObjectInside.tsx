import Button from '@mui/material/Button';
import {
  DataGrid,
  GridColDef,
  Toolbar,
  ToolbarButton,
  GridViewStreamIcon,
  gridDensitySelector,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'product', headerName: 'Product' },
  { field: 'total', headerName: 'Total', type: 'number' },
];

// A slot component: it renders inside the grid, so the context gives it the API.
function OrdersToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <Button size="small" onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true, includeOutliers: true })}>
        Fit columns to content
      </Button>
      <ToolbarButton
        aria-label="Toggle compact rows"
        onClick={() => {
          const compact = gridDensitySelector(apiRef) === 'compact';
          apiRef.current.setDensity(compact ? 'standard' : 'compact');
        }}
      >
        <GridViewStreamIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function ApiObjectInside() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: OrdersToolbar }} showToolbar />
    </div>
  );
}
