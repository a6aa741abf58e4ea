import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ColumnHeaderEvents() {
  const [message, setMessage] = React.useState(
    'Click, double-click or right-click a header.',
  );

  const describe = (action: string) => (params: GridColumnHeaderParams) =>
    setMessage(
      `${action} on "${params.colDef.headerName}" (field: ${params.field})`,
    );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnHeaderClick={describe('Click')}
          onColumnHeaderDoubleClick={describe('Double-click')}
          onColumnHeaderContextMenu={(params, event) => {
            // Keep the browser's own context menu closed.
            event.preventDefault();
            describe('Right-click')(params);
          }}
        />
      </div>
    </Stack>
  );
}
