import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', flex: 1, minWidth: 100 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 100 },
  { field: 'email', headerName: 'Email', flex: 2, minWidth: 200 },
];

export default function LayoutFluidWidth() {
  const [percent, setPercent] = React.useState(100);

  return (
    <div style={{ width: '100%' }}>
      <Typography id="fluid-width-label" variant="body2">
        Container width: {percent}%
      </Typography>
      <Slider
        value={percent}
        min={40}
        max={100}
        step={10}
        onChange={(_event, value) => setPercent(value as number)}
        aria-labelledby="fluid-width-label"
        sx={{ maxWidth: 320 }}
      />
      <div style={{ width: `${percent}%`, height: 320 }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </div>
  );
}
