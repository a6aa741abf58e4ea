import {
  DataGrid,
  GridColDef,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

// Average salary per department, computed once rather than inside the filter.
const totals = new Map<string, { sum: number; count: number }>();
rows.forEach((row) => {
  const entry = totals.get(row.department) ?? { sum: 0, count: 0 };
  totals.set(row.department, { sum: entry.sum + row.salary, count: entry.count + 1 });
});
const averageOf = (department: string) => {
  const entry = totals.get(department);
  return entry ? entry.sum / entry.count : 0;
};

const aboveTeamAverage: GridFilterOperator<Employee, number> = {
  value: 'aboveTeamAverage',
  label: 'above team average',
  requiresFilterValue: false, // no input: the operator alone is the condition
  getApplyFilterFn: () => (value, row) => value > averageOf(row.department),
};

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    filterOperators: [aboveTeamAverage, ...getGridNumericOperators()],
  },
  {
    field: 'teamAverage',
    headerName: 'Team average',
    type: 'number',
    width: 130,
    filterable: false,
    valueGetter: (_value, row) => Math.round(averageOf(row.department)),
  },
];

export default function FilteringCustomizationRowAware() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'salary', operator: 'aboveTeamAverage' }] },
          },
        }}
      />
    </div>
  );
}
