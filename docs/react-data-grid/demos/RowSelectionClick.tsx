import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 160 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function RowSelectionClick() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
