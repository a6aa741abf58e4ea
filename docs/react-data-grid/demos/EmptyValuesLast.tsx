import {
  DataGrid,
  GridColDef,
  GridComparatorFn,
  GridSortDirection,
  gridNumberComparator,
} from '@mui/x-data-grid';
import { getEmployees } from '@site/src/demo-data';

// People hired in 2024 have not had a review yet, so their score is empty.
const rows = getEmployees(25).map((employee) => ({
  id: employee.id,
  name: `${employee.firstName} ${employee.lastName}`,
  hireYear: employee.hireDate.getFullYear(),
  score: employee.hireDate.getFullYear() === 2024 ? null : employee.rating,
}));

type Row = (typeof rows)[number];

// Returns a comparator for the requested direction. The grid does not reverse it for 'desc',
// so empty scores can stay at the bottom in both directions.
function scoreComparator(
  direction: GridSortDirection,
): GridComparatorFn<number | null> {
  return (score1, score2, params1, params2) => {
    if (score1 == null || score2 == null) {
      return (score1 == null ? 1 : 0) - (score2 == null ? 1 : 0);
    }
    const result = gridNumberComparator(score1, score2, params1, params2);
    return direction === 'desc' ? -result : result;
  };
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'hireYear', headerName: 'Hired', width: 90 },
  {
    field: 'score',
    headerName: 'Review score',
    type: 'number',
    width: 130,
    getSortComparator: scoreComparator,
  },
];

export default function EmptyValuesLast() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'score', sort: 'desc' }] } }}
      />
    </div>
  );
}
