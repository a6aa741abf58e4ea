import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function MultiFiltersSingleItem() {
  const [singleItem, setSingleItem] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={singleItem} onChange={(event) => setSingleItem(event.target.checked)} />
        }
        label="disableMultipleColumnsFiltering"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          showToolbar
          disableMultipleColumnsFiltering={singleItem}
        />
      </div>
    </Stack>
  );
}
