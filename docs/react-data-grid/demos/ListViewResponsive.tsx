import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'person',
  display: 'flex',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>
        {row.firstName[0]}
        {row.lastName[0]}
      </Avatar>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {row.firstName} {row.lastName} · {row.country}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {row.email}
        </Typography>
      </Stack>
    </Stack>
  ),
};

export default function ListViewResponsive() {
  const theme = useTheme();
  // A list below 600 px of screen width, a table above.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView={narrow}
        listViewColumn={listViewColumn}
        rowHeight={narrow ? 64 : 52}
      />
    </div>
  );
}
