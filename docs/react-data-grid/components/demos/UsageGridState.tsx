import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCloseIcon,
  GridColDef,
  Toolbar,
  ToolbarButton,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function SelectionToolbar() {
  // Inside a slot, the grid's API comes from context, and a selector subscribes to one piece of state.
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  return (
    <Toolbar>
      <Typography variant="body2" aria-live="polite" sx={{ flex: 1, mx: 0.5 }}>
        {selectedCount === 0 ? 'No order selected' : `${selectedCount} selected`}
      </Typography>
      <Tooltip title="Clear selection">
        <span>
          <ToolbarButton
            aria-label="Clear selection"
            disabled={selectedCount === 0}
            onClick={() => apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() })}
          >
            <GridCloseIcon fontSize="small" />
          </ToolbarButton>
        </span>
      </Tooltip>
    </Toolbar>
  );
}

export default function UsageGridState() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SelectionToolbar }}
        showToolbar
        checkboxSelection
      />
    </div>
  );
}
