import { DataGridPro, GridColDef, GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const employees = getEmployees(26);
const team = employees.slice(1);

// The team lead stays on top of every page, whatever the sort or filter.
const pinnedRows: GridPinnedRowsProp<Employee> = { top: employees.slice(0, 1) };

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function RowPinningOutsideModel() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={team}
        columns={columns}
        pinnedRows={pinnedRows}
        checkboxSelection
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </div>
  );
}
