import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

export default function ClipboardCopy() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
      <TextField
        label="Paste here to see what was copied"
        multiline
        minRows={3}
        fullWidth
        slotProps={{
          htmlInput: { style: { fontFamily: 'monospace', tabSize: 12 } },
        }}
      />
    </Stack>
  );
}
