import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

// Still needed: sorting, filtering and the quick filter work on these fields.
const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'jobTitle', headerName: 'Job title' },
  { field: 'department', headerName: 'Department' },
];

// The single column of the list: one card per row.
const listViewColumn: GridListViewColDef<Employee> = {
  field: 'card',
  display: 'flex',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {row.firstName} {row.lastName}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {row.jobTitle}
        </Typography>
      </Stack>
      <Chip size="small" label={row.department} />
    </Stack>
  ),
};

export default function ListViewBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
      />
    </div>
  );
}
