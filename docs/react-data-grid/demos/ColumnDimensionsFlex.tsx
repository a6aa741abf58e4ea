import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  // Takes one share of the free space, never less than 120 px.
  { field: 'lastName', headerName: 'flex 1', flex: 1, minWidth: 120 },
  // Takes two shares, so it grows twice as fast.
  { field: 'email', headerName: 'flex 2', flex: 2, minWidth: 160 },
  // Grows like the others but stops at 130 px.
  { field: 'department', headerName: 'flex 1, max 130', flex: 1, maxWidth: 130 },
];

export default function ColumnDimensionsFlex() {
  const [gridWidth, setGridWidth] = React.useState(100);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="flex-grid-width" variant="body2">
        Grid width: {gridWidth}% of the demo
      </Typography>
      <Slider
        aria-labelledby="flex-grid-width"
        value={gridWidth}
        min={40}
        max={100}
        step={5}
        onChange={(_event, value) => setGridWidth(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <div style={{ height: 360, width: `${gridWidth}%` }}>
        <DataGrid rows={rows} columns={columns} showColumnVerticalBorder />
      </div>
    </Stack>
  );
}
