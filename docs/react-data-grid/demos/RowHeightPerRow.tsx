import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRowHeightParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(15);
const leads = new Set(['Team Lead', 'Manager']);

const columns: GridColDef<Employee>[] = [
  {
    field: 'lastName',
    headerName: 'Employee',
    width: 200,
    // Leads get a second line with their title.
    renderCell: ({ row }) => (
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          height: '100%',
          lineHeight: 1.4, // the cell's line height is tied to the row height, too tall for two lines
        }}
      >
        <span>{`${row.firstName} ${row.lastName}`}</span>
        {leads.has(row.jobTitle) && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
            {row.jobTitle}
          </Box>
        )}
      </Box>
    ),
  },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
];

// A number sets the height; null keeps the grid's row height for that row.
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  return leads.has((model as Employee).jobTitle) ? Math.round(72 * densityFactor) : null;
}

export default function RowHeightPerRow() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} />
    </div>
  );
}
