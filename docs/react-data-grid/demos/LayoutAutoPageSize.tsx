import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
];

export default function LayoutAutoPageSize() {
  const [height, setHeight] = React.useState(360);
  const [hasHeight, setHasHeight] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={hasHeight}
            onChange={(event) => setHasHeight(event.target.checked)}
          />
        }
        label="Parent has a height"
      />
      <Typography id="auto-page-size-label" variant="body2">
        Parent height: {hasHeight ? `${height} px` : 'none'}
      </Typography>
      <Slider
        value={height}
        min={240}
        max={560}
        step={40}
        disabled={!hasHeight}
        onChange={(_event, value) => setHeight(value as number)}
        aria-labelledby="auto-page-size-label"
        sx={{ maxWidth: 320 }}
      />
      <div style={hasHeight ? { height } : undefined}>
        {/* A new key mounts a fresh grid when the switch changes. */}
        <DataGrid
          key={hasHeight ? 'sized' : 'unsized'}
          rows={rows}
          columns={columns}
          autoPageSize
        />
      </div>
    </div>
  );
}
