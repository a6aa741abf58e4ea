import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnPosition,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ColumnPinningFromCode() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState('email');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="Column"
          value={field}
          onChange={(event) => setField(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)
          }
        >
          Pin to left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)
          }
        >
          Pin to right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
