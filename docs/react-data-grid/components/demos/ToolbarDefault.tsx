import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

export default function ToolbarDefault() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      {/* showToolbar renders the built-in toolbar; label adds a title to it. */}
      <DataGrid rows={rows} columns={columns} showToolbar label="Staff" />
    </div>
  );
}
