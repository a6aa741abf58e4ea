import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110, editable: true },
  { field: 'country', headerName: 'Country', width: 110, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    editable: true,
  },
];

export default function ClipboardDisablePaste() {
  const [disableClipboardPaste, setDisableClipboardPaste] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableClipboardPaste}
            onChange={(event) => setDisableClipboardPaste(event.target.checked)}
          />
        }
        label="disableClipboardPaste"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          disableClipboardPaste={disableClipboardPaste}
        />
      </div>
    </Stack>
  );
}
