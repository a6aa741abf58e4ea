import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridCellEditStartReasons,
  GridColDef,
  GridEventListener,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  { field: 'email', headerName: 'Email', width: 230, editable: true },
];

// The gestures that would clear the cell before editing.
const CLEARING = new Set<GridCellEditStartReasons | undefined>([
  GridCellEditStartReasons.printableKeyDown,
  GridCellEditStartReasons.deleteKeyDown,
  GridCellEditStartReasons.pasteKeyDown,
]);

export default function EditingEventsStartKeys() {
  const [protect, setProtect] = React.useState(true);

  const handleCellEditStart: GridEventListener<'cellEditStart'> = (params, event) => {
    if (protect && CLEARING.has(params.reason)) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={protect} onChange={(event) => setProtect(event.target.checked)} />
        }
        label="Only Enter and double-click start editing"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} onCellEditStart={handleCellEditStart} />
      </div>
    </div>
  );
}
