import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function RowSelectionOptions() {
  const [options, setOptions] = React.useState({
    rowSelection: true,
    checkboxSelection: true,
    disableMultipleRowSelection: false,
    disableRowSelectionOnClick: true,
  });

  const toggle = (name: keyof typeof options) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setOptions((previous) => ({ ...previous, [name]: event.target.checked }));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row>
        {(Object.keys(options) as (keyof typeof options)[]).map((name) => (
          <FormControlLabel
            key={name}
            control={<Switch size="small" checked={options[name]} onChange={toggle(name)} />}
            label={<code style={{ fontSize: 13 }}>{name}</code>}
          />
        ))}
      </FormGroup>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} {...options} />
      </div>
    </Stack>
  );
}
