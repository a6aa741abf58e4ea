import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 140 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 150,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 160 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 150 },
];

export default function HeaderFiltersBasic() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </div>
  );
}
