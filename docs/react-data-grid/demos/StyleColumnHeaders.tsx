import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  // headerClassName marks the money columns for the rule below.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130, headerClassName: 'money' },
];

export default function StyleColumnHeaders() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'lastName', sort: 'asc' }] } }}
        sx={(theme) => {
          const { primary, background, success } = (theme.vars || theme).palette;
          return {
            // The header row, including the empty space after the last column.
            [`& .${gridClasses['container--top']} [role=row], & .${gridClasses.columnHeader}`]: {
              backgroundColor: `color-mix(in srgb, ${primary.main} 8%, ${background.default})`,
            },
            [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700 },
            // State class: added to the header of every sorted column.
            [`& .${gridClasses['columnHeader--sorted']}`]: {
              boxShadow: `inset 0 -3px 0 ${primary.main}`,
            },
            // The class from headerClassName lands on the header cell.
            '& .money': { color: success.main },
          };
        }}
      />
    </div>
  );
}
