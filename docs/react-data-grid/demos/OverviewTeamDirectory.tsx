import Chip from '@mui/material/Chip';
import { DataGrid, GridColDef, GridInitialState } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(60);

const salaryFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => salaryFormat.format(value),
  },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 120 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    renderCell: ({ value }) => (
      <span role="img" aria-label={`${value} out of 5`} style={{ color: '#e6a700' }}>
        {'★'.repeat(value)}
        <span style={{ opacity: 0.3 }}>{'★'.repeat(5 - value)}</span>
      </span>
    ),
  },
  {
    field: 'isActive',
    headerName: 'Status',
    type: 'boolean',
    width: 110,
    display: 'flex',
    renderCell: ({ value }) => (
      <Chip
        size="small"
        variant="outlined"
        color={value ? 'success' : 'default'}
        label={value ? 'Active' : 'On leave'}
      />
    ),
  },
];

const initialState: GridInitialState = {
  pagination: { paginationModel: { pageSize: 10 } },
  sorting: { sortModel: [{ field: 'hireDate', sort: 'desc' }] },
};

export default function OverviewTeamDirectory() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        pageSizeOptions={[10, 25, 50]}
        initialState={initialState}
      />
    </div>
  );
}
