import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'jobTitle', headerName: 'Job title', width: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ColumnPinningInitial() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        // Scroll sideways: the name stays at the start and the salary at the end.
        initialState={{ pinnedColumns: { left: ['lastName'], right: ['salary'] } }}
      />
    </div>
  );
}
