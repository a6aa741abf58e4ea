import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(64);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
];

// Plain numbers show as they are; an object sets its own label.
// The value -1 means "every row on one page".
const pageSizeOptions = [8, 16, 32, { value: -1, label: 'Everyone' }];

export default function PaginationPageSizeOptions() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={pageSizeOptions}
        initialState={{ pagination: { paginationModel: { pageSize: 8, page: 1 } } }}
      />
    </div>
  );
}
