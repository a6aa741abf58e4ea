import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  gridColumnDefinitionsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 160 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// A footer slot reads the processed column definitions and re-renders when they change.
function ColumnsFooter() {
  const apiRef = useGridApiContext();
  const allColumns = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibleColumns = useGridSelector(apiRef, gridVisibleColumnDefinitionsSelector);
  const shown = new Set(visibleColumns.map((column) => column.field));
  const hidden = allColumns
    .filter((column) => !shown.has(column.field))
    .map((column) => column.headerName ?? column.field);

  return (
    <GridFooterContainer>
      <Box sx={{ px: 2, py: 1, typography: 'body2' }} role="status">
        {visibleColumns.length} of {allColumns.length} columns shown
        {hidden.length > 0 ? `; hidden: ${hidden.join(', ')}` : ''}
      </Box>
    </GridFooterContainer>
  );
}

export default function ColumnDefinitionSelectors() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { jobTitle: false } } }}
        slots={{ footer: ColumnsFooter }}
      />
    </div>
  );
}
