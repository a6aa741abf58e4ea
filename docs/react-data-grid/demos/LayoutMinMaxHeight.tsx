import * as React from 'react';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const allRows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
];

export default function LayoutMinMaxHeight() {
  const [count, setCount] = React.useState(2);

  return (
    <div style={{ width: '100%' }}>
      <Typography id="min-max-rows-label" variant="body2">
        Rows: {count}
      </Typography>
      <Slider
        value={count}
        min={0}
        max={allRows.length}
        onChange={(_event, value) => setCount(value as number)}
        aria-labelledby="min-max-rows-label"
        sx={{ maxWidth: 320 }}
      />
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: 260,
          maxHeight: 420,
        }}
      >
        <DataGrid rows={allRows.slice(0, count)} columns={columns} />
      </div>
    </div>
  );
}
