import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const someRows = getEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

const VARIANTS: GridLoadingOverlayVariant[] = [
  'skeleton',
  'linear-progress',
  'circular-progress',
];

export default function OverlayLoadingVariants() {
  const [variant, setVariant] =
    React.useState<GridLoadingOverlayVariant>('circular-progress');
  const [noRowsVariant, setNoRowsVariant] =
    React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [hasRows, setHasRows] = React.useState(true);

  const select = (
    label: string,
    value: GridLoadingOverlayVariant,
    onChange: (next: GridLoadingOverlayVariant) => void,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      sx={{ minWidth: 190 }}
      onChange={(event) => onChange(event.target.value as GridLoadingOverlayVariant)}
    >
      {VARIANTS.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        {select('variant', variant, setVariant)}
        {select('noRowsVariant', noRowsVariant, setNoRowsVariant)}
        <FormControlLabel
          control={
            <Switch
              checked={hasRows}
              onChange={(event) => setHasRows(event.target.checked)}
            />
          }
          label="Rows already loaded"
        />
      </Stack>
      <div style={{ height: 320 }}>
        <DataGrid
          rows={hasRows ? someRows : []}
          columns={columns}
          loading
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
        />
      </div>
    </Stack>
  );
}
