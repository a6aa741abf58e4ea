import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColDef,
  GridViewColumnIcon,
  Toolbar,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 100 },
];

function ColumnsToolbar() {
  return (
    <Toolbar>
      {/* A baseButton that opens the columns panel, and closes it when it is open. */}
      <ColumnsPanelTrigger startIcon={<GridViewColumnIcon />}>Choose columns</ColumnsPanelTrigger>
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { email: false } } }}
      />
    </div>
  );
}
