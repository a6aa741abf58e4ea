import Badge from '@mui/material/Badge';
import Tooltip from '@mui/material/Tooltip';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  GridViewColumnIcon,
  Toolbar,
  ToolbarButton,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'country', headerName: 'Country', width: 100 },
];

function ColumnsToolbar() {
  const apiRef = useGridApiContext();
  // The trigger's own state only says whether the panel is open; the hidden count comes from the grid.
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibility).filter((visible) => !visible).length;

  return (
    <Toolbar>
      <Tooltip title={hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}>
        <ColumnsPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} color={state.open ? 'primary' : 'default'}>
              <Badge badgeContent={hiddenCount} color="primary">
                <GridViewColumnIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerState() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { email: false, jobTitle: false } } }}
      />
    </div>
  );
}
