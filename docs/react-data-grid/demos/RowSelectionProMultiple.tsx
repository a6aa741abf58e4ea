import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridColDef,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

const describe = (model: GridRowSelectionModel) =>
  `{ type: '${model.type}', ids: Set(${JSON.stringify([...model.ids])}) }`;

export default function RowSelectionProMultiple() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState('{ type: \'include\', ids: Set([]) }');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.selectRows(
              rows.filter((row) => row.department === 'Sales').map((row) => row.id),
            )
          }
        >
          Add Sales
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.selectRowRange({ startId: 4, endId: 9 }, true, true)}
        >
          Only rows 4 to 9
        </Button>
      </Stack>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        {model}
      </Box>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowSelectionModelChange={(newModel) => setModel(describe(newModel))}
        />
      </div>
    </Stack>
  );
}
