import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

function RatingCell({ value, formattedValue, aggregation }: GridRenderCellParams<Employee, number>) {
  if (value == null) return null;
  // An aggregated cell whose value is not a rating, such as a `size` count: show it as text.
  if (aggregation && !aggregation.hasCellUnit) return formattedValue;
  const stars = Math.round(value);
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${value.toFixed(1)} out of 5`}
      sx={{ color: 'warning.main' }}
    >
      {'★'.repeat(stars)}
      <Box component="span" sx={{ color: 'text.disabled' }}>
        {'★'.repeat(5 - stars)}
      </Box>
      {aggregation && (
        <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: 13 }}>
          {value.toFixed(1)}
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    renderCell: (params) => <RatingCell {...params} />,
  },
];

export default function AggregationRenderCell() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department'] },
          columns: { columnVisibilityModel: { department: false } },
          aggregation: { model: { rating: 'avg' } },
        }}
      />
    </div>
  );
}
