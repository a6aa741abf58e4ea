import { alpha } from '@mui/material/styles';
import {
  DataGridPro,
  GridColDef,
  GridPinnedRowsProp,
  gridClasses,
} from '@mui/x-data-grid-pro';
import { getEmployees } from '@site/src/demo-data';

interface Person {
  id: number | string;
  name: string;
  salary: number;
}

const people: Person[] = getEmployees(20).map((person) => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  salary: person.salary,
}));
const average = Math.round(people.reduce((sum, p) => sum + p.salary, 0) / people.length);

const pinnedRows: GridPinnedRowsProp<Person> = {
  top: [{ id: 'average', name: 'Team average', salary: average }],
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const columns: GridColDef<Person>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110,
    valueFormatter: (value: number) => usd.format(value) },
  {
    field: 'gap',
    headerName: 'vs. average',
    type: 'number',
    width: 120,
    valueGetter: (value, row) => row.salary - average,
    // The pinned row compares with itself, so it shows a dash instead.
    renderCell: ({ rowNode, value }) =>
      rowNode.type === 'pinnedRow' ? '—' : `${value >= 0 ? '+' : '−'}${usd.format(Math.abs(value))}`,
  },
];

export default function RowPinningStyled() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={people}
        columns={columns}
        pinnedRows={pinnedRows}
        sx={(theme) => ({
          [`& .${gridClasses['pinnedRows--top']} .${gridClasses.row}`]: {
            fontWeight: 600,
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.18) },
          },
        })}
      />
    </div>
  );
}
