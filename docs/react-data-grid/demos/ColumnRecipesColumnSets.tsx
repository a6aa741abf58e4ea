import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120, hideable: false },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

// Named sets of columns that are shown or hidden together.
const SETS: Record<string, string[]> = {
  Contact: ['email', 'country'],
  Role: ['department', 'jobTitle', 'hireDate'],
  Pay: ['salary', 'rating'],
};

export default function ColumnRecipesColumnSets() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({
    hireDate: false,
    salary: false,
    rating: false,
  });

  // A set counts as shown while at least one of its columns is visible.
  const shownSets = Object.entries(SETS)
    .filter(([, fields]) => fields.some((field) => model[field] !== false))
    .map(([name]) => name);

  const handleSetsChange = (_event: React.MouseEvent, names: string[]) => {
    setModel((prev) => {
      const next = { ...prev };
      Object.entries(SETS).forEach(([name, fields]) => {
        const wasShown = shownSets.includes(name);
        const isShown = names.includes(name);
        if (wasShown !== isShown) {
          fields.forEach((field) => {
            next[field] = isShown;
          });
        }
      });
      return next;
    });
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        value={shownSets}
        onChange={handleSetsChange}
        aria-label="Column sets"
      >
        {Object.keys(SETS).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
        />
      </div>
    </Stack>
  );
}
