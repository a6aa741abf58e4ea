import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

export default function StyleCellStates() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={(theme) => {
          const { primary } = (theme.vars || theme).palette;
          return {
            // Every cell the user can edit.
            [`& .${gridClasses['cell--editable']}`]: {
              backgroundColor: theme.alpha(primary.main, 0.06),
            },
            // The cell in edit mode right now.
            [`& .${gridClasses.cell}.${gridClasses['cell--editing']}`]: {
              boxShadow: `inset 0 0 0 2px ${primary.main}`,
            },
          };
        }}
      />
    </div>
  );
}
