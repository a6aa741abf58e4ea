import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  // Default: string columns start their title on the left (on the right in RTL).
  { field: 'lastName', headerName: 'Last name', width: 130 },
  // Centre both the title and the cells.
  {
    field: 'department',
    headerName: 'Department',
    width: 140,
    headerAlign: 'center',
    align: 'center',
  },
  // Number columns are right-aligned by default, header included.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  // Boolean columns centre theirs.
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 100 },
  // Only the title moves: the dates stay on the left.
  {
    field: 'hireDate',
    headerName: 'Hired on',
    type: 'date',
    width: 140,
    headerAlign: 'right',
  },
];

export default function ColumnHeaderAlignment() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showColumnVerticalBorder />
    </div>
  );
}
