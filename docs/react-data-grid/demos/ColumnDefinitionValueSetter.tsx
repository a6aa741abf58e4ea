import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(10);

const columns: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    width: 180,
    editable: true,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // Split the edited text back into the two fields the row really has.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  {
    field: 'email',
    headerName: 'Email',
    width: 240,
    editable: true,
    // Runs on every keystroke while editing, and on values typed in the filter panel.
    valueParser: (value: string | undefined) => (value ?? '').trim().toLowerCase(),
  },
  { field: 'department', headerName: 'Department', width: 120 },
];

export default function ColumnDefinitionValueSetter() {
  const [lastSaved, setLastSaved] = React.useState<Employee | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={(newRow: Employee) => {
            setLastSaved(newRow);
            return newRow;
          }}
        />
      </div>
      <Typography variant="body2" aria-live="polite">
        {lastSaved
          ? `Saved row ${lastSaved.id}: firstName "${lastSaved.firstName}", lastName "${lastSaved.lastName}", email "${lastSaved.email}"`
          : 'Double-click a Full name or Email cell, edit it and press Enter.'}
      </Typography>
    </Stack>
  );
}
