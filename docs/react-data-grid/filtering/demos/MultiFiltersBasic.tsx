import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { DEPARTMENTS, getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(60);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: [...DEPARTMENTS],
    width: 130,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'isActive', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function MultiFiltersBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              // Several items need an `id` each. The same column may appear twice.
              items: [
                {
                  id: 'dept',
                  field: 'department',
                  operator: 'isAnyOf',
                  value: ['Engineering', 'Design'],
                },
                { id: 'min', field: 'salary', operator: '>=', value: 70000 },
                { id: 'max', field: 'salary', operator: '<=', value: 120000 },
              ],
            },
          },
        }}
      />
    </div>
  );
}
