import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

function RatingEditCell(props: GridRenderEditCellParams<Employee, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move the focus into the editor when its cell gets the focus, so the arrow keys work at once.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 2 }}>
      <Rating
        ref={ref}
        name={`rating-${id}`}
        value={value ?? 0}
        onChange={(event, newValue) => {
          apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 }, event);
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params) => (
      <Rating readOnly size="small" value={params.value ?? 0} sx={{ verticalAlign: 'middle' }} />
    ),
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function EditingCustomComponentRating() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
