import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(6);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function LayoutBlockParent() {
  const [flex, setFlex] = React.useState(false);

  return (
    // The fixed height keeps the overflowing grid inside the demo's frame.
    <div style={{ width: '100%', height: 500 }}>
      <FormControlLabel
        control={
          <Switch checked={flex} onChange={(event) => setFlex(event.target.checked)} />
        }
        label="Parent is a flex column"
      />
      {/* The dashed outline shows the parent's box: max-height is 240 px. */}
      <div
        style={{
          maxHeight: 240,
          outline: '2px dashed #e91e63',
          outlineOffset: 4,
          ...(flex ? { display: 'flex', flexDirection: 'column' } : {}),
        }}
      >
        <DataGrid rows={rows} columns={columns} />
      </div>
      <p style={{ marginTop: 16 }}>This paragraph follows the parent.</p>
    </div>
  );
}
