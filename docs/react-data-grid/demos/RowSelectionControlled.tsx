import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(16);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

const idsOf = (ids: GridRowId[]): GridRowSelectionModel => ({ type: 'include', ids: new Set(ids) });

export default function RowSelectionControlled() {
  const [selectionModel, setSelectionModel] = React.useState<GridRowSelectionModel>(
    idsOf([2, 5]),
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setSelectionModel(
              idsOf(rows.filter((row) => row.department === 'Engineering').map((row) => row.id)),
            )
          }
        >
          Select Engineering
        </Button>
        <Button size="small" onClick={() => setSelectionModel(idsOf([]))}>
          Clear selection
        </Button>
      </Stack>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        {`{ type: '${selectionModel.type}', ids: Set(${JSON.stringify([...selectionModel.ids])}) }`}
      </Box>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={(newModel) => setSelectionModel(newModel)}
        />
      </div>
    </Stack>
  );
}
