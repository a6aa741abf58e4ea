import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
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

function ThreeWaysToolbar() {
  return (
    <Toolbar style={{ flexWrap: 'wrap', gap: 8 }}>
      {/* 1. No render prop: the grid's baseButton slot. */}
      <ExportCsv>CSV</ExportCsv>
      {/* 2. An element: cloned with the component's props merged in. */}
      <ExportPrint render={<Button variant="outlined" size="small" />}>Print</ExportPrint>
      {/* 3. A function: receives the props to spread and the component's state. */}
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.open ? 'contained' : 'outlined'}>
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function UsageRenderProp() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ThreeWaysToolbar }} showToolbar />
    </div>
  );
}
