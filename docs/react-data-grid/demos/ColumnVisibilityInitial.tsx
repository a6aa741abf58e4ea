import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ColumnVisibilityInitial() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          // Only the hidden columns need an entry. The others stay visible.
          columns: { columnVisibilityModel: { id: false, email: false } },
        }}
      />
    </div>
  );
}
