import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const allRows = getEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function LayoutFlexParent() {
  const [count, setCount] = React.useState(3);

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setCount((n) => n + 1)}
          disabled={count === allRows.length}
        >
          Add a row
        </Button>
        <Button
          variant="outlined"
          onClick={() => setCount((n) => n - 1)}
          disabled={count === 0}
        >
          Remove a row
        </Button>
      </Stack>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={allRows.slice(0, count)} columns={columns} />
      </div>
    </div>
  );
}
