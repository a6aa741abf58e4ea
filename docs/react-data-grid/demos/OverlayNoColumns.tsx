import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
];

const allHidden: GridColumnVisibilityModel = {
  firstName: false,
  lastName: false,
  country: false,
};

export default function OverlayNoColumns() {
  const [visibility, setVisibility] =
    React.useState<GridColumnVisibilityModel>(allHidden);

  return (
    <div style={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => setVisibility(allHidden)}
      >
        Hide every column
      </Button>
      <div style={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
        />
      </div>
    </div>
  );
}
