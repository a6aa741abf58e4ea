import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 160 },
];

export default function PaginationAutoPageSize() {
  const [height, setHeight] = React.useState(360);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="auto-page-size-height" variant="body2">
        Grid height: {height}px
      </Typography>
      <Slider
        aria-labelledby="auto-page-size-height"
        value={height}
        min={240}
        max={600}
        step={20}
        onChange={(_, value) => setHeight(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <div style={{ height, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
      </div>
    </Stack>
  );
}
