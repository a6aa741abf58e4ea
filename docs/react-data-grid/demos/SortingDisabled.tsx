import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  // Sorting by email address is not useful, so this header never sorts.
  { field: 'email', headerName: 'Email', width: 210, sortable: false },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function SortingDisabled() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="disableColumnSorting"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} disableColumnSorting={disabled} />
      </div>
    </Stack>
  );
}
