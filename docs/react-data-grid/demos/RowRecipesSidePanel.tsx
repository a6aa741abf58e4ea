import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
];

function Details({ person, onClose }: { person: Employee; onClose: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 220 }} aria-label="Employee details" component="section">
      <Typography variant="h6" component="h3">
        {person.firstName} {person.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {person.jobTitle}, {person.department}
      </Typography>
      <Typography variant="body2">{person.email}</Typography>
      <Typography variant="body2">Based in {person.country}</Typography>
      <Typography variant="body2">Rating: {person.rating} of 5</Typography>
      <Button size="small" onClick={onClose} sx={{ mt: 1 }}>
        Close
      </Button>
    </Paper>
  );
}

export default function RowRecipesSidePanel() {
  const [openId, setOpenId] = React.useState<GridRowId | null>(null);
  const person = rows.find((row) => row.id === openId);
  // The selection follows the open row, however it was opened.
  const selection = React.useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(openId === null ? [] : [openId]) }),
    [openId],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 400, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selection}
          hideFooterSelectedRowCount
          onRowClick={(params) => setOpenId(params.id)}
          // Enter on a focused cell opens the same panel for keyboard users.
          onCellKeyDown={(params, event) => {
            if (event.key === 'Enter') setOpenId(params.id);
          }}
        />
      </Box>
      {person ? (
        <Details person={person} onClose={() => setOpenId(null)} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 220 }}>
          Click a row to see the person's details here.
        </Typography>
      )}
    </Stack>
  );
}
