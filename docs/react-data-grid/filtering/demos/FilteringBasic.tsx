import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 120 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function FilteringBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
