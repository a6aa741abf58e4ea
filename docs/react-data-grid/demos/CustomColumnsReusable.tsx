import { DataGrid, GridColDef, GridColTypeDef } from '@mui/x-data-grid';
import { getProjects, type Project } from './customColumnsData';

const rows = getProjects();

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

// Everything a money column needs, written once. `type: 'number'` brings numeric
// sorting, filter operators and the number editor.
const usdColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value) => (value == null ? '' : usd.format(value)),
  cellClassName: ({ value }) =>
    typeof value === 'number' && value < 0 ? 'negative' : '',
};

const percentColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 100,
  valueFormatter: (value) => (value == null ? '' : percent.format(value)),
};

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', width: 190 },
  { field: 'budget', headerName: 'Budget', ...usdColumn },
  { field: 'spent', headerName: 'Spent', ...usdColumn },
  {
    field: 'remaining',
    headerName: 'Remaining',
    ...usdColumn,
    valueGetter: (_value, row) => row.budget - row.spent,
  },
  {
    field: 'used',
    headerName: 'Used',
    ...percentColumn,
    valueGetter: (_value, row) => row.spent / row.budget,
  },
];

export default function CustomColumnsReusable() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={{ '& .negative': { color: 'error.main' } }}
      />
    </div>
  );
}
