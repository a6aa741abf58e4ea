import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function RowSelectionApi() {
  const apiRef = useGridApiRef();

  const toggleRow = (id: number) => {
    const api = apiRef.current;
    if (api) api.selectRow(id, !api.isRowSelected(id));
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => toggleRow(3)}>
          Toggle row 3
        </Button>
        <Button size="small" variant="outlined" onClick={() => toggleRow(20)}>
          Toggle row 20
        </Button>
        {/* The third argument replaces the selection instead of adding to it. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRow(7, true, true)}
        >
          Only row 7
        </Button>
        <Button
          size="small"
          onClick={() =>
            apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })
          }
        >
          Clear
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </div>
    </Stack>
  );
}
