import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  // No headerName: the header shows the field name as is.
  { field: 'id', width: 70 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  // Too long for 110 px: hover the cut-off title to read all of it.
  { field: 'email', headerName: 'Work email address', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    description: 'Gross yearly pay in US dollars, before tax',
    type: 'number',
    width: 110,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    description: 'Score from the last performance review: 1 (low) to 5 (high)',
    type: 'number',
    width: 100,
  },
];

export default function ColumnHeaderTitles() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
