import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function QuickstartContainerHeight() {
  const [fixedHeight, setFixedHeight] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={fixedHeight}
            onChange={(event) => setFixedHeight(event.target.checked)}
          />
        }
        label="Parent has a height of 300 px"
      />
      <div style={fixedHeight ? { height: 300 } : undefined}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </div>
  );
}
