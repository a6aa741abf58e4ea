import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

const defaultOrder = columns.map((column) => column.field);

export default function ColumnOrderingFromCode() {
  const apiRef = useGridApiRef();

  const moveToEnd = (field: string) => {
    const api = apiRef.current;
    if (api) {
      api.setColumnIndex(field, api.getAllColumns().length - 1);
    }
  };

  // Put every column back, from left to right.
  const resetOrder = () => {
    defaultOrder.forEach((field, index) =>
      apiRef.current?.setColumnIndex(field, index),
    );
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setColumnIndex('salary', 0)}
        >
          Salary first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => moveToEnd('firstName')}
        >
          First name last
        </Button>
        <Button size="small" onClick={resetOrder}>
          Reset order
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
