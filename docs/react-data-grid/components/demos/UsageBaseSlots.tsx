import * as React from 'react';
import Button, { ButtonProps } from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  GridColDef,
  Toolbar,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
];

// Every grid button that uses the baseButton slot becomes an outlined, small Material UI button.
const OutlinedButton = React.forwardRef<HTMLButtonElement, ButtonProps>(
  function OutlinedButton(props, ref) {
    return <Button ref={ref} variant="outlined" size="small" {...props} />;
  },
);

function PlainToolbar() {
  return (
    <Toolbar style={{ gap: 8 }}>
      <FilterPanelTrigger>Filters</FilterPanelTrigger>
      <ExportCsv>Download CSV</ExportCsv>
    </Toolbar>
  );
}

export default function UsageBaseSlots() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: PlainToolbar, baseButton: OutlinedButton }}
        showToolbar
      />
    </div>
  );
}
