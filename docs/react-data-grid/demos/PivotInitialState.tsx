import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(150);

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // Pivot value columns reuse the formatter of the column they come from.
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    panelOpen: false,
    model: {
      rows: [{ field: 'department' }],
      columns: [{ field: 'jobTitle', sort: 'asc' }],
      values: [{ field: 'salary', aggFunc: 'avg' }],
    },
  },
};

export default function PivotInitialState() {
  return (
    <div style={{ height: 500, width: '100%' }}>
      <DataGridPremium
        showToolbar
        initialState={initialState}
        columns={columns}
        rows={rows}
      />
    </div>
  );
}
