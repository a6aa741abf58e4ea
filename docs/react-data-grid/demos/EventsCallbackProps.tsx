import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);
const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function EventsCallbackProps() {
  const [log, setLog] = React.useState<string[]>([]);
  const record = (line: string) =>
    setLog((previous) => [line, ...previous].slice(0, 4));

  const handleRowClick: GridEventListener<'rowClick'> = (params) =>
    record(`rowClick: row ${params.id} (${params.row.firstName})`);
  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) =>
    record(`cellDoubleClick: ${params.field} = ${String(params.value)}`);
  const handleHeaderClick: GridEventListener<'columnHeaderClick'> = (params) =>
    record(`columnHeaderClick: ${params.field}`);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          onColumnHeaderClick={handleHeaderClick}
          hideFooter
        />
      </div>
      <Typography
        variant="body2"
        component="div"
        role="log"
        aria-label="Events received"
      >
        {log.length === 0
          ? 'Click a row, double-click a cell or click a header.'
          : log.map((line, index) => <div key={`${index}-${line}`}>{line}</div>)}
      </Typography>
    </Stack>
  );
}
