import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

// Create formatters once: building an Intl object for every cell is slow.
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
});

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usd.format(value),
  },
  {
    field: 'hireDate',
    headerName: 'Hired',
    type: 'date',
    width: 110,
    valueFormatter: (value: Date) => monthYear.format(value),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => '★'.repeat(value) + '☆'.repeat(5 - value),
  },
];

export default function ColumnDefinitionValueFormatter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
