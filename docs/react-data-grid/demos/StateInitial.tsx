import { DataGrid, GridColDef, GridInitialState } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

// Read once, when the grid mounts. Afterwards the user changes everything freely.
const initialState: GridInitialState = {
  columns: {
    columnVisibilityModel: { email: false },
    dimensions: { lastName: { width: 150 } },
  },
  sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
  filter: {
    filterModel: { items: [{ field: 'department', operator: 'isAnyOf', value: ['Design', 'Sales'] }] },
  },
  pagination: { paginationModel: { pageSize: 5, page: 0 } },
  density: 'compact',
};

export default function StateInitial() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={initialState} pageSizeOptions={[5, 10, 25]} />
    </div>
  );
}
