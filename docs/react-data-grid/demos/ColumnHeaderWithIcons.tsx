import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';
import { DataGrid, GridColDef, GridColumnHeaderParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const PersonIcon = createSvgIcon(
  <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z" />,
  'Person',
);
const CalendarIcon = createSvgIcon(
  <path d="M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 5v8h12v-8zM8 3h2v4H8zm6 0h2v4h-2z" />,
  'Calendar',
);
const StarIcon = createSvgIcon(
  <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  'Star',
);

// Builds a renderHeader function that puts an icon before the column title.
function withIcon(Icon: typeof PersonIcon) {
  return (params: GridColumnHeaderParams<Employee>) => (
    <Stack
      direction="row"
      spacing={0.75}
      sx={{ alignItems: 'center', fontWeight: 600 }}
    >
      <Icon fontSize="small" color="primary" />
      <span>{params.colDef.headerName}</span>
    </Stack>
  );
}

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  {
    field: 'lastName',
    headerName: 'Employee',
    width: 150,
    renderHeader: withIcon(PersonIcon),
  },
  {
    field: 'hireDate',
    headerName: 'Hired',
    type: 'date',
    width: 140,
    renderHeader: withIcon(CalendarIcon),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 120,
    renderHeader: withIcon(StarIcon),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 140,
    renderHeader: () => (
      <span>
        Salary <small style={{ opacity: 0.7 }}>(USD)</small>
      </span>
    ),
  },
];

export default function ColumnHeaderWithIcons() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
