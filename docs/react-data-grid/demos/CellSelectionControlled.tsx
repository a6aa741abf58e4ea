import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridCellSelectionModel, GridColDef } from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 80 },
];

export default function CellSelectionControlled() {
  // Row id -> { field: true } for each selected cell of that row.
  const [model, setModel] = React.useState<GridCellSelectionModel>({
    2: { salary: true, rating: true },
  });

  const selectColumn = (field: keyof Employee) => {
    const next: GridCellSelectionModel = {};
    rows.forEach((row) => {
      next[row.id] = { [field]: true };
    });
    setModel(next);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => selectColumn('salary')}>
          Whole Salary column
        </Button>
        <Button size="small" onClick={() => setModel({})}>
          Clear
        </Button>
      </Stack>
      <Box
        component="pre"
        sx={{ m: 0, fontSize: 12, maxHeight: 96, overflow: 'auto', whiteSpace: 'pre-wrap' }}
      >
        {JSON.stringify(model)}
      </Box>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          cellSelectionModel={model}
          onCellSelectionModelChange={(newModel) => setModel(newModel)}
        />
      </div>
    </Stack>
  );
}
