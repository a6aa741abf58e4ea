import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridArrowUpwardIcon,
  GridColDef,
  GridViewColumnIcon,
  Toolbar,
  ToolbarButton,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function OrdersToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);

  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Orders
      </Typography>
      <Tooltip title="Fit columns to content">
        <ToolbarButton
          aria-label="Fit columns to content"
          onClick={() => apiRef.current.autosizeColumns({ includeHeaders: true })}
        >
          <GridViewColumnIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      {/* Disabled while nothing is sorted: the arrow keys then skip it. */}
      <Tooltip title="Clear sorting">
        <span>
          <ToolbarButton
            aria-label="Clear sorting"
            disabled={sortModel.length === 0}
            onClick={() => apiRef.current.setSortModel([])}
          >
            <GridArrowUpwardIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarCustomBasic() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: OrdersToolbar }}
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </div>
  );
}
