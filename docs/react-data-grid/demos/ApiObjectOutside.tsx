import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

export default function ApiObjectOutside() {
  // null until the grid below has rendered; then the grid's API.
  const apiRef = useGridApiRef();

  const showEngineering = () => {
    apiRef.current?.setFilterModel({
      items: [{ field: 'department', operator: 'equals', value: 'Engineering' }],
    });
    apiRef.current?.sortColumn('salary', 'desc');
  };

  const reset = () => {
    apiRef.current?.setFilterModel({ items: [] });
    apiRef.current?.setSortModel([]);
    apiRef.current?.scroll({ top: 0 });
  };

  const goToLastRow = () => {
    if (!apiRef.current) return;
    // The rows left by the filters, in display order.
    const ids = gridExpandedSortedRowIdsSelector(apiRef);
    const lastIndex = ids.length - 1;
    apiRef.current.scrollToIndexes({ rowIndex: lastIndex, colIndex: 0 });
    apiRef.current.setCellFocus(ids[lastIndex]!, 'firstName');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={showEngineering}>
          Top Engineering salaries
        </Button>
        <Button size="small" variant="outlined" onClick={goToLastRow}>
          Go to the last row
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
