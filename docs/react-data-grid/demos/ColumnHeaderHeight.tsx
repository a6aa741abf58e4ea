import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

// A title with a second, smaller line under it.
const twoLines = (unit: string) => (params: GridColumnHeaderParams<Employee>) => (
  <Stack sx={{ lineHeight: 1.25 }}>
    <strong>{params.colDef.headerName}</strong>
    <small style={{ opacity: 0.7 }}>{unit}</small>
  </Stack>
);

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    renderHeader: twoLines('USD per year'),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 120,
    renderHeader: twoLines('1 to 5'),
  },
  {
    field: 'hireDate',
    headerName: 'Hired',
    type: 'date',
    width: 130,
    renderHeader: twoLines('First day'),
  },
];

export default function ColumnHeaderHeight() {
  const [height, setHeight] = React.useState(72);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_event, value: number | null) =>
          value !== null && setHeight(value)
        }
        aria-label="Header height"
      >
        <ToggleButton value={32}>32 px</ToggleButton>
        <ToggleButton value={56}>56 px (default)</ToggleButton>
        <ToggleButton value={72}>72 px</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} columnHeaderHeight={height} />
      </div>
    </Stack>
  );
}
