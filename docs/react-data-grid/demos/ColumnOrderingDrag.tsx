import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ColumnOrderingDrag() {
  const [keepOutside, setKeepOutside] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepOutside}
            onChange={(event) => setKeepOutside(event.target.checked)}
          />
        }
        label="Keep the new position when dropped outside the grid"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          keepColumnPositionIfDraggedOutside={keepOutside}
        />
      </div>
    </Stack>
  );
}
