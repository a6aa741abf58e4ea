import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  GridCellModesModel,
  GridColDef,
  GridEventListener,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(6);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

// The same entry for the Salary cell of every row.
const salaryModel = (entry: GridCellModesModel[string][string]): GridCellModesModel =>
  Object.fromEntries(rows.map((row) => [row.id, { salary: entry }]));

export default function EditingCellModesModel() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});
  const openRows = Object.keys(cellModesModel).filter(
    (rowId) => cellModesModel[rowId]?.salary?.mode === GridCellModes.Edit,
  );
  const anyOpen = openRows.length > 0;

  // Clicking outside a cell must not close it: the buttons decide.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={anyOpen}
          onClick={() => setCellModesModel(salaryModel({ mode: GridCellModes.Edit }))}
        >
          Edit all salaries
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!anyOpen}
          onClick={() => setCellModesModel(salaryModel({ mode: GridCellModes.View }))}
        >
          Save all
        </Button>
        <Button
          size="small"
          disabled={!anyOpen}
          onClick={() =>
            setCellModesModel(
              salaryModel({ mode: GridCellModes.View, ignoreModifications: true }),
            )
          }
        >
          Discard all
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Salary cells in edit mode: {anyOpen ? `rows ${openRows.join(', ')}` : 'none'}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={(model) => setCellModesModel(model)}
          onCellEditStop={handleCellEditStop}
        />
      </div>
    </Stack>
  );
}
