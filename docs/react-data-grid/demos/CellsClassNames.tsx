import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    // A class for every cell of this column, chosen from its value.
    cellClassName: ({ value }: GridCellParams<Employee, number>) =>
      (value ?? 0) >= 120000 ? 'salary--high' : '',
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 90 },
];

// A class for any cell of the grid: here, the cells of inactive employees,
// except the Active column itself.
const getCellClassName = ({ row, field }: GridCellParams<Employee>) =>
  !row.isActive && field !== 'isActive' ? 'employee--inactive' : '';

export default function CellsClassNames() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        showCellVerticalBorder
        initialState={{ sorting: { sortModel: [{ field: 'isActive', sort: 'asc' }] } }}
        sx={{
          // Translucent colours read well on light and dark backgrounds.
          '& .salary--high': {
            backgroundColor: 'rgba(46, 160, 67, 0.22)',
            fontWeight: 600,
          },
          '& .employee--inactive': {
            opacity: 0.55,
            fontStyle: 'italic',
          },
        }}
      />
    </div>
  );
}
