import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

// Columns that exist for filtering or export only, and never show up in the panel.
const INTERNAL_FIELDS = ['id', 'isActive'];

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'Record ID', width: 100 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 90 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function ColumnVisibilityTogglable() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          columns: { columnVisibilityModel: { id: false, isActive: false } },
          // The hidden column still filters: only active employees are listed.
          filter: {
            filterModel: {
              items: [{ field: 'isActive', operator: 'is', value: true }],
            },
          },
        }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (allColumns) =>
              allColumns
                .map((column) => column.field)
                .filter((field) => !INTERNAL_FIELDS.includes(field)),
          },
        }}
      />
    </div>
  );
}
