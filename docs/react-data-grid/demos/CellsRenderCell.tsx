import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

function PersonCell({ row }: GridRenderCellParams<Employee>) {
  return (
    <React.Fragment>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12, mr: 1 }}>
        {row.firstName[0]}
        {row.lastName[0]}
      </Avatar>
      {row.firstName} {row.lastName}
    </React.Fragment>
  );
}

function RatingBar({ value }: GridRenderCellParams<Employee, number>) {
  return (
    <LinearProgress
      variant="determinate"
      value={((value ?? 0) / 5) * 100}
      aria-label={`Rating ${value} of 5`}
      sx={{ width: '100%', height: 8, borderRadius: 4 }}
    />
  );
}

const buildColumns = (display: 'text' | 'flex'): GridColDef<Employee>[] => [
  {
    field: 'lastName',
    headerName: 'Person',
    width: 190,
    display,
    renderCell: (params) => <PersonCell {...params} />,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 120,
    display,
    renderCell: (params) => <RatingBar {...params} />,
  },
  {
    field: 'isActive',
    headerName: 'Status',
    width: 110,
    display,
    renderCell: ({ value }: GridRenderCellParams<Employee, boolean>) => (
      <Chip
        size="small"
        label={value ? 'Active' : 'On leave'}
        color={value ? 'success' : 'default'}
      />
    ),
  },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function CellsRenderCell() {
  const [flex, setFlex] = React.useState(true);
  const columns = React.useMemo(() => buildColumns(flex ? 'flex' : 'text'), [flex]);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={flex} onChange={(event) => setFlex(event.target.checked)} />
        }
        label="display: 'flex' on the rendered columns"
      />
      <div style={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </div>
  );
}
