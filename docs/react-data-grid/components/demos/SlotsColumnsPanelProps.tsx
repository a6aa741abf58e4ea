import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

export default function SlotsColumnsPanelProps() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          // Props for the default component of the columnsManagement slot (the panel's content).
          columnsManagement: {
            sort: 'asc',
            disableResetButton: true,
            searchInputProps: { placeholder: 'Find a column' },
            // Leave Last name out of the list, so the panel can neither show nor hide it.
            getTogglableColumns: (cols) =>
              cols.filter((column) => column.field !== 'lastName').map((column) => column.field),
          },
        }}
      />
    </div>
  );
}
