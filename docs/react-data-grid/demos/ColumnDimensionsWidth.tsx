import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  // No width: the default of 100 px.
  { field: 'id', headerName: 'ID' },
  { field: 'lastName', headerName: 'Fixed 150', width: 150 },
  // Dragging the separator stops at 90 px and at 200 px.
  {
    field: 'jobTitle',
    headerName: '90 to 200',
    width: 140,
    minWidth: 90,
    maxWidth: 200,
  },
  // minWidth also wins over a smaller width.
  { field: 'country', headerName: 'At least 120', width: 60, minWidth: 120 },
];

export default function ColumnDimensionsWidth() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showColumnVerticalBorder />
    </div>
  );
}
