import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 120 },
];

export default function ControlledSortModel() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'salary', sort: 'desc' },
  ]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'salary', sort: 'desc' }])}
        >
          Highest salary
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'hireDate', sort: 'asc' }])}
        >
          Longest serving
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sort
        </Button>
      </Stack>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        sortModel: {JSON.stringify(sortModel)}
      </Box>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(newModel) => setSortModel(newModel)}
        />
      </div>
    </Stack>
  );
}
