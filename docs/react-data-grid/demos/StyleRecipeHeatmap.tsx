import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(25);

// Ratings run from 1 to 5: one class per step.
const heat = ({ value }: GridCellParams<Employee, number>) => (value ? `heat-${value}` : '');

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90, align: 'center', headerAlign: 'center', cellClassName: heat },
];

export default function StyleRecipeHeatmap() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sx={(theme) => {
          const { error, success } = (theme.vars || theme).palette;
          // Low ratings lean to the error colour, high ones to the success colour.
          const steps = [error.main, error.main, 'transparent', success.main, success.main];
          const strength = [40, 20, 0, 20, 40];
          return Object.fromEntries(
            steps.map((colour, index) => [
              `& .heat-${index + 1}`,
              {
                backgroundColor: `color-mix(in srgb, ${colour} ${strength[index]}%, transparent)`,
                fontWeight: 600,
              },
            ]),
          );
        }}
      />
    </div>
  );
}
