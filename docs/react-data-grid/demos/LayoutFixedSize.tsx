import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function LayoutFixedSize() {
  return (
    <div style={{ width: 420, maxWidth: '100%', height: 320 }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
