import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

// A fixed reference day keeps the demo output stable.
const REFERENCE_DAY = new Date(2025, 0, 1);
const MS_PER_YEAR = 365.25 * 24 * 60 * 60 * 1000;

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 170,
    // The cell value is built from two row fields, and sorting uses it: by last name, then first name.
    valueGetter: (_value, row) => `${row.lastName}, ${row.firstName}`,
  },
  {
    field: 'yearsOfService',
    headerName: 'Years of service',
    type: 'number',
    width: 140,
    valueGetter: (_value, row) =>
      Math.floor(
        ((REFERENCE_DAY.getTime() - row.hireDate.getTime()) / MS_PER_YEAR) * 10,
      ) / 10,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    // Formatting changes only the text. Sorting still compares the numbers, so $59k comes before $100k,
    // although the text "$100k" would sort first.
    valueFormatter: (value: number) => `$${value / 1000}k`,
  },
];

export default function ComputedValueSorting() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
