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
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

// The id of the row whose Salary cell is open, if any.
const findOpenRow = (model: GridCellModesModel): GridRowId | null => {
  const entry = Object.entries(model).find(([, f]) => f.salary?.mode === GridCellModes.Edit);
  return entry ? rows.find((row) => String(row.id) === entry[0])!.id : null;
};

export default function EditingFromCode() {
  const apiRef = useGridApiRef();
  const [selected, setSelected] = React.useState<Employee>(rows[0]!);
  const [openRow, setOpenRow] = React.useState<GridRowId | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">
        Selected: {selected.firstName} {selected.lastName} (click a row to change)
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={openRow !== null}
          onClick={() => apiRef.current?.startCellEditMode({ id: selected.id, field: 'salary' })}
        >
          Edit salary
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={openRow === null}
          onClick={() => apiRef.current?.stopCellEditMode({ id: openRow!, field: 'salary' })}
        >
          Save
        </Button>
        <Button
          size="small"
          disabled={openRow === null}
          onClick={() =>
            apiRef.current?.stopCellEditMode({
              id: openRow!,
              field: 'salary',
              ignoreModifications: true,
            })
          }
        >
          Cancel
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={(params) => setSelected(params.row)}
          onCellModesModelChange={(model) => setOpenRow(findOpenRow(model))}
          // Keep the cell open when focus moves to the buttons above the grid.
          onCellEditStop={(params, event) => {
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
        />
      </div>
    </Stack>
  );
}
