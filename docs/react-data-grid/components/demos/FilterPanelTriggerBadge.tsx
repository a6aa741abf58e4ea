import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  GridFilterListIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

function FilterToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          aria-label="Filters"
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              {/* filterCount counts the conditions that filter rows right now. */}
              <Badge badgeContent={state.filterCount} color="primary">
                <GridFilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function FilterPanelTriggerBadge() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: FilterToolbar }}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Pending' }] } },
        }}
      />
    </div>
  );
}
