import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 120 },
];

export default function QuickFilterToolbar() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid columns={columns} rows={rows} showToolbar />
    </div>
  );
}
