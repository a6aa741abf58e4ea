import { DataGrid, GridColDef, GridSlotProps } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
];

const filterPanelProps: GridSlotProps['filterPanel'] = {
  // Sort the column picker alphabetically instead of following the column order.
  columnsSort: 'asc',
  // Open the panel on Country when the toolbar button starts a new filter.
  getColumnForNewFilter: () => 'country',
  filterFormProps: {
    // Leave technical columns out of the column picker.
    filterColumns: ({ columns: all }) =>
      all.filter((column) => column.field !== 'id' && column.field !== 'email').map(
        (column) => column.field,
      ),
    columnInputProps: { sx: { width: 140 } },
    operatorInputProps: { sx: { width: 130 } },
    valueInputProps: { sx: { width: 200 } },
  },
  sx: { '& .MuiDataGrid-filterForm': { gap: 1.5, p: 1.5 } },
};

export default function FilteringCustomizationPanel() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ filterPanel: filterPanelProps }}
      />
    </div>
  );
}
