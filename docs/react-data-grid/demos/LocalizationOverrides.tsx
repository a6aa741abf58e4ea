import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Team', width: 130 },
];

// Only the keys you pass change; every other text keeps its English default.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Find a colleague…',
  toolbarColumns: 'Show or hide fields',
  footerRowSelected: (count) => (count === 1 ? 'One colleague picked' : `${count} colleagues picked`),
  paginationRowsPerPage: 'People per page:',
  columnMenuSortAsc: (colDef) => `Sort ${colDef.headerName} from A to Z`,
};

export default function LocalizationOverrides() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={localeText}
        checkboxSelection
        showToolbar
      />
    </div>
  );
}
