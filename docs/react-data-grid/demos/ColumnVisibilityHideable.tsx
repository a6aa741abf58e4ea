import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  // Every view needs the name, so readers can't hide it.
  { field: 'lastName', headerName: 'Last name', width: 130, hideable: false },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
];

export default function ColumnVisibilityHideable() {
  const [selectorDisabled, setSelectorDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={selectorDisabled}
            onChange={(event) => setSelectorDisabled(event.target.checked)}
          />
        }
        label="disableColumnSelector"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          disableColumnSelector={selectorDisabled}
        />
      </div>
    </Stack>
  );
}
