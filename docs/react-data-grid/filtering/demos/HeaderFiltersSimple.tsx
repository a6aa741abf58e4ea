import { DataGridPro, GridColDef, getGridStringOperators } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(50);

// Without the menu, each input uses the first operator of its column.
const startsWithOnly = getGridStringOperators().filter((op) => op.value === 'startsWith');

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 140, filterOperators: startsWithOnly },
  { field: 'lastName', headerName: 'Last name', width: 140, filterOperators: startsWithOnly },
  { field: 'country', headerName: 'Country', width: 140, filterOperators: startsWithOnly },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
];

export default function HeaderFiltersSimple() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        slots={{ headerFilterMenu: null }}
        disableColumnFilter
        initialState={{
          filter: {
            filterModel: {
              // Empty items that fix the operator: other header-filter grids on the page
              // use these field names with `contains` first (see the note above).
              items: [
                { id: 'first', field: 'firstName', operator: 'startsWith' },
                { id: 'last', field: 'lastName', operator: 'startsWith' },
                { id: 'country', field: 'country', operator: 'startsWith' },
              ],
            },
          },
        }}
      />
    </div>
  );
}
