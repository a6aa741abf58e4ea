import * as React from 'react';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

// A footer that follows editing on its own, through the grid's events.
function EditStatusFooter() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('Not editing');

  useGridEvent(apiRef, 'cellEditStart', (params) => {
    const header = apiRef.current.getColumn(params.field).headerName;
    setStatus(`Editing ${header} of ${params.row.firstName} ${params.row.lastName}…`);
  });
  useGridEvent(apiRef, 'cellEditStop', (params) => {
    setStatus(params.reason === 'escapeKeyDown' ? 'Change discarded' : 'Change kept');
  });

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" aria-live="polite">
        {status}
      </Typography>
    </GridFooterContainer>
  );
}

export default function EditingEventsUseGridEvent() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: EditStatusFooter }} />
    </div>
  );
}
