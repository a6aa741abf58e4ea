import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridEditMode } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 110, editable: true },
  { field: 'jobTitle', headerName: 'Job title', width: 150, editable: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100, editable: true },
];

export default function EditingEventsLog() {
  const [editMode, setEditMode] = React.useState<GridEditMode>('cell');
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 8));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={editMode}
        onChange={(event, value: GridEditMode | null) => {
          if (value) {
            setEditMode(value);
            setLog([]);
          }
        }}
        aria-label="Edit mode"
      >
        <ToggleButton value="cell">Cell editing</ToggleButton>
        <ToggleButton value="row">Row editing</ToggleButton>
      </ToggleButtonGroup>
      <Box
        component="pre"
        aria-label="Event log"
        aria-live="polite"
        sx={{ m: 0, p: 1, height: 150, overflow: 'auto', whiteSpace: 'pre-wrap', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.length ? log.join('\n') : 'Start editing: the newest event appears on top.'}
      </Box>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          key={editMode}
          rows={rows}
          columns={columns}
          editMode={editMode}
          onCellEditStart={(params) => add(`cellEditStart  row ${params.id}, ${params.field}: ${params.reason}`)}
          onCellEditStop={(params) => add(`cellEditStop   row ${params.id}, ${params.field}: ${params.reason}`)}
          onRowEditStart={(params) => add(`rowEditStart   row ${params.id} from ${params.field}: ${params.reason}`)}
          onRowEditStop={(params) => add(`rowEditStop    row ${params.id} from ${params.field}: ${params.reason}`)}
          processRowUpdate={(newRow: Employee) => {
            add(`processRowUpdate row ${newRow.id}`);
            return newRow;
          }}
        />
      </div>
    </Stack>
  );
}
