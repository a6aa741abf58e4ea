import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);

const columns: GridColDef<Employee>[] = [
  // Not editable: pasted text never reaches this column.
  { field: 'id', headerName: 'ID', width: 60 },
  { field: 'lastName', headerName: 'Last name', width: 110, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
    editable: true,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'isActive',
    headerName: 'Active',
    type: 'boolean',
    width: 80,
    editable: true,
  },
];

const sample = [
  'Lopez\tFinance\t91000\tyes',
  'Berg\tMarketing\t67000\tno',
  'Mori\tLegal\t70000\tmaybe',
].join('\n');

export default function ClipboardPaste() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        label="Sample rows to copy (tab-separated)"
        multiline
        fullWidth
        defaultValue={sample}
        slotProps={{
          htmlInput: {
            readOnly: true,
            dir: 'ltr',
            style: {
              fontFamily: 'monospace',
              tabSize: 10,
              whiteSpace: 'pre',
              overflowX: 'auto',
            },
          },
        }}
      />
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </div>
    </Stack>
  );
}
