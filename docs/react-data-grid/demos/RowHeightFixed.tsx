import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function RowHeightFixed() {
  const [rowHeight, setRowHeight] = React.useState(40);
  const [headerHeight, setHeaderHeight] = React.useState(48);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <Stack sx={{ flex: 1 }}>
          <Typography id="row-height-label" variant="body2">
            rowHeight: {rowHeight}px
          </Typography>
          <Slider
            aria-labelledby="row-height-label"
            size="small"
            min={24}
            max={80}
            step={4}
            value={rowHeight}
            onChange={(_event, value) => setRowHeight(value as number)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography id="header-height-label" variant="body2">
            columnHeaderHeight: {headerHeight}px
          </Typography>
          <Slider
            aria-labelledby="header-height-label"
            size="small"
            min={32}
            max={96}
            step={4}
            value={headerHeight}
            onChange={(_event, value) => setHeaderHeight(value as number)}
          />
        </Stack>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={rowHeight}
          columnHeaderHeight={headerHeight}
        />
      </div>
    </Stack>
  );
}
