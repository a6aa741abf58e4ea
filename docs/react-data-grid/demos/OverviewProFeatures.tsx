import { DataGridPro, GridColDef, GridInitialState } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(300);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'jobTitle', headerName: 'Job title', width: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'email', headerName: 'Email', width: 260 },
];

const initialState: GridInitialState = {
  pinnedColumns: { left: ['name'] },
  sorting: {
    sortModel: [
      { field: 'department', sort: 'asc' },
      { field: 'salary', sort: 'desc' },
    ],
  },
};

export default function OverviewProFeatures() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={initialState}
      />
    </div>
  );
}
