import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type { Employee } from '@site/src/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
];

const noRows: Employee[] = [];

export default function OverlayHeight() {
  const [taller, setTaller] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={taller} onChange={(event) => setTaller(event.target.checked)} />}
        label="--DataGrid-overlayHeight: 240px"
      />
      {/* No height on the grid or its parent: the grid is as tall as its content.
          The variable is inherited, so it can be set on any ancestor of the grid. */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          '--DataGrid-overlayHeight': taller ? '240px' : undefined,
        }}
      >
        <DataGrid rows={noRows} columns={columns} hideFooter />
      </Box>
    </div>
  );
}
