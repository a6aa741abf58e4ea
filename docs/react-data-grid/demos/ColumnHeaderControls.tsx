import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  // Everything on: menu button, sort arrow, resize handle.
  { field: 'lastName', headerName: 'Last name', width: 130 },
  // No menu button; clicking the header still sorts.
  {
    field: 'department',
    headerName: 'Department',
    width: 140,
    disableColumnMenu: true,
  },
  // Sorts on click, but no arrow shows which way.
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    hideSortIcons: true,
  },
  // A bare label: no menu, no sorting, no resizing.
  {
    field: 'email',
    headerName: 'Email',
    width: 220,
    disableColumnMenu: true,
    sortable: false,
    resizable: false,
  },
];

export default function ColumnHeaderControls() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
