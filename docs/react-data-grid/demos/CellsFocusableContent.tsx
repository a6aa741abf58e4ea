import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

export default function CellsFocusableContent() {
  const [message, setMessage] = React.useState('Press a Details button.');

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'firstName', headerName: 'First name', width: 110 },
      { field: 'lastName', headerName: 'Last name', width: 110 },
      {
        field: 'email',
        headerName: 'Email',
        width: 250,
        // Only the focused cell's link gets tabIndex 0, so Tab leaves the grid.
        renderCell: ({ value, tabIndex }: GridRenderCellParams<Employee, string>) => (
          <Link href={`mailto:${value}`} tabIndex={tabIndex}>
            {value}
          </Link>
        ),
      },
      {
        field: 'details',
        headerName: 'Details',
        width: 110,
        sortable: false,
        filterable: false,
        display: 'flex',
        renderCell: ({ row, tabIndex }: GridRenderCellParams<Employee>) => (
          <Button
            size="small"
            variant="outlined"
            tabIndex={tabIndex}
            aria-label={`Details of ${row.firstName} ${row.lastName}`}
            onClick={() =>
              setMessage(`${row.firstName} ${row.lastName} works in ${row.department}.`)
            }
          >
            Details
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} disableRowSelectionOnClick />
      </div>
      <p role="status">{message}</p>
    </div>
  );
}
