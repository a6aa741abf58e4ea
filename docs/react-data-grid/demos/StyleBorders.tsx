import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function StyleBorders() {
  const [columnBorders, setColumnBorders] = React.useState(true);
  const [cellBorders, setCellBorders] = React.useState(true);
  const [accent, setAccent] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={columnBorders} onChange={(event) => setColumnBorders(event.target.checked)} />}
          label="showColumnVerticalBorder"
        />
        <FormControlLabel
          control={<Switch checked={cellBorders} onChange={(event) => setCellBorders(event.target.checked)} />}
          label="showCellVerticalBorder"
        />
        <FormControlLabel
          control={<Switch checked={accent} onChange={(event) => setAccent(event.target.checked)} />}
          label="Coloured row borders"
        />
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showColumnVerticalBorder={columnBorders}
          showCellVerticalBorder={cellBorders}
          // The grid draws the lines between rows, cells and headers with this variable.
          sx={
            accent
              ? (theme) => ({ '--DataGrid-rowBorderColor': (theme.vars || theme).palette.primary.light })
              : undefined
          }
        />
      </div>
    </Stack>
  );
}
