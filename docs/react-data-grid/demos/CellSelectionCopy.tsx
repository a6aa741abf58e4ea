import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(10);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

export default function CellSelectionCopy() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPremium rows={rows} columns={columns} cellSelection disableRowSelectionOnClick />
      </div>
      <TextField
        label="Paste the copied cells here"
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', tabSize: 12 } } }}
      />
    </Stack>
  );
}
