import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  // This column keeps the usual cycle: A to Z, Z to A, then unsorted.
  {
    field: 'lastName',
    headerName: 'Last name',
    width: 130,
    sortingOrder: ['asc', 'desc', null],
  },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function DescendingFirstOrder() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      {/* The other columns start in descending order and never go back to unsorted. */}
      <DataGrid rows={rows} columns={columns} sortingOrder={['desc', 'asc']} />
    </div>
  );
}
