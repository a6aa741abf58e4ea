import { DataGrid, GridColDef, GridRowClassNameParams, gridClasses } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// The index counts the rows of the current page in display order, so the
// stripes stay regular after sorting, filtering or changing the page.
const getRowClassName = ({ indexRelativeToCurrentPage }: GridRowClassNameParams<Employee>) =>
  indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';

export default function StyleStripedRows() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
        sx={(theme) => ({
          // :not(.Mui-selected) leaves the selection colour alone.
          [`& .${gridClasses.row}.row--odd:not(.Mui-selected)`]: {
            backgroundColor: (theme.vars || theme).palette.action.hover,
            // The default hover colour is close to the stripe: darken it a little more.
            '&:hover': { backgroundColor: (theme.vars || theme).palette.action.selected },
          },
        })}
      />
    </div>
  );
}
