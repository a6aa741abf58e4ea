import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridColumnVisibilityModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const TOGGLES = [
  { field: 'email', label: 'Email' },
  { field: 'salary', label: 'Salary' },
];

export default function ColumnVisibilityApi() {
  const apiRef = useGridApiRef();
  // The grid owns the model; this copy only keeps the button labels in sync.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {TOGGLES.map(({ field, label }) => {
          const visible = model[field] !== false;
          return (
            <Button
              key={field}
              variant="outlined"
              onClick={() => apiRef.current?.setColumnVisibility(field, !visible)}
            >
              {visible ? `Hide ${label}` : `Show ${label}`}
            </Button>
          );
        })}
        <Button
          variant="outlined"
          onClick={() =>
            apiRef.current?.setColumnVisibilityModel({
              email: false,
              country: false,
              salary: false,
              rating: false,
            })
          }
        >
          Names only
        </Button>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.setColumnVisibilityModel({})}
        >
          Show all
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnVisibilityModelChange={(newModel) => setModel(newModel)}
        />
      </div>
    </Stack>
  );
}
