import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridColumnHeaderClassFn } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

// A function receives the field and the column definition, and returns class names.
const markNumbers: GridColumnHeaderClassFn = ({ colDef }) =>
  colDef.type === 'number' ? 'header-figure' : '';

const columns: GridColDef<Employee>[] = [
  {
    field: 'firstName',
    headerName: 'First name',
    width: 120,
    headerClassName: 'header-person',
  },
  {
    field: 'lastName',
    headerName: 'Last name',
    width: 120,
    headerClassName: 'header-person',
  },
  {
    field: 'jobTitle',
    headerName: 'Job title',
    width: 150,
    headerClassName: markNumbers,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    headerClassName: markNumbers,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    headerClassName: markNumbers,
  },
];

export default function ColumnHeaderClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 360,
        width: '100%',
        '& .header-person': {
          backgroundColor: '#e8f1fd',
          ...theme.applyStyles('dark', { backgroundColor: '#17324f' }),
        },
        '& .header-figure': {
          backgroundColor: '#fdf1e3',
          ...theme.applyStyles('dark', { backgroundColor: '#45300f' }),
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
