import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridColumnOrderChangeParams,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ColumnOrderingEvents() {
  const apiRef = useGridApiRef();
  const [lastMove, setLastMove] = React.useState('Drag a header to a new place.');
  const [order, setOrder] = React.useState(() =>
    columns.map((column) => column.field),
  );

  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    setLastMove(
      `${params.column.headerName} moved from position ${params.oldIndex} to ${params.targetIndex}`,
    );
    // The full order, read from the grid once the drag is over.
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {lastMove}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order: {order.join(', ')}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleOrderChange}
        />
      </div>
    </Stack>
  );
}
