import * as React from 'react';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

interface Entry {
  id: number;
  line: string;
}

function EventLog({ entries }: { entries: Entry[] }) {
  return (
    <ol aria-label="Latest cell events" style={{ minHeight: 96 }}>
      {entries.map((entry) => (
        <li key={entry.id}>{entry.line}</li>
      ))}
    </ol>
  );
}

export default function CellsEvents() {
  const [log, setLog] = React.useState<Entry[]>([]);
  const nextId = React.useRef(0);
  const add = (line: string) => {
    nextId.current += 1;
    const entry = { id: nextId.current, line };
    setLog((previous) => [entry, ...previous].slice(0, 4));
  };

  const handleClick: GridEventListener<'cellClick'> = (params) => {
    add(`click: ${params.field} of row ${params.id}, value ${params.formattedValue}`);
  };

  const handleDoubleClick: GridEventListener<'cellDoubleClick'> = (params) => {
    add(`double-click: ${params.field} of row ${params.id}`);
  };

  const handleKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      // Stop the grid from clearing the cell and starting an edit.
      event.defaultMuiPrevented = true;
      add(`key ${event.key} on ${params.field}: blocked`);
      return;
    }
    add(`key ${event.key} on ${params.field} of row ${params.id}`);
  };

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 250 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellClick={handleClick}
          onCellDoubleClick={handleDoubleClick}
          onCellKeyDown={handleKeyDown}
        />
      </div>
      <EventLog entries={log} />
    </div>
  );
}
