import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ApiObjectPro() {
  // From the Pro package, the ref is typed with the Pro API (GridApiPro).
  const apiRef = useGridApiRef();

  const raiseDesign = () => {
    const api = apiRef.current;
    if (!api) return;
    // Several rows in one call: the free DataGrid accepts only one at a time.
    const updates = Array.from(api.getRowModels().values() as Iterable<Employee>)
      .filter((row) => row.department === 'Design')
      .map((row) => ({ id: row.id, salary: Math.round(row.salary * 1.05) }));
    api.updateRows(updates);
  };

  const togglePinnedName = () => {
    const api = apiRef.current;
    if (!api) return;
    if (api.isColumnPinned('lastName')) api.unpinColumn('lastName');
    else api.pinColumn('lastName', GridPinnedColumnPosition.LEFT);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={raiseDesign}>
          Raise Design salaries by 5%
        </Button>
        <Button size="small" variant="outlined" onClick={togglePinnedName}>
          Pin or unpin Last name
        </Button>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'department', sort: 'asc' }] } }}
        />
      </div>
    </Stack>
  );
}
