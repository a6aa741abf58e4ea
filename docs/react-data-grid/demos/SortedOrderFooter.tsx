import {
  DataGrid,
  GridColDef,
  GridFooter,
  gridSortModelSelector,
  gridSortedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import Typography from '@mui/material/Typography';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// Rendered inside the grid, so it reads the grid's state through the API context and re-renders
// only when the selected values change.
function SortSummaryFooter() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortedIds = useGridSelector(apiRef, gridSortedRowIdsSelector);
  const topRow = sortedIds.length > 0 ? apiRef.current.getRow<Employee>(sortedIds[0]!) : null;
  const sortedBy = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ');
  return (
    <div>
      <Typography variant="body2" sx={{ px: 2, pt: 1 }}>
        {sortedBy ? `Sorted by ${sortedBy}.` : 'Not sorted.'} First row: {topRow?.lastName} (
        {topRow?.department}).
      </Typography>
      <GridFooter />
    </div>
  );
}

export default function SortedOrderFooter() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: SortSummaryFooter }} />
    </div>
  );
}
