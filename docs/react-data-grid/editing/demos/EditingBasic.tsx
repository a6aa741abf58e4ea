import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
    editable: true,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100, editable: true },
  { field: 'hireDate', headerName: 'Hired on', type: 'date', width: 130, editable: true },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 80, editable: true },
  // Not editable: no `editable` flag.
  { field: 'email', headerName: 'Email', width: 220 },
];

export default function EditingBasic() {
  const [status, setStatus] = React.useState('Double-click a cell or press Enter on it.');

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    setStatus(`Editing ${params.field} of row ${params.id} (started by ${params.reason})`);
  };
  const handleStop: GridEventListener<'cellEditStop'> = (params) => {
    setStatus(`Stopped editing ${params.field} of row ${params.id} (${params.reason})`);
  };

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1, minHeight: 20 }}>
        {status}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
        />
      </div>
    </div>
  );
}
