import * as React from 'react';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getProjects, type Project } from './customColumnsData';

const rows = getProjects();

function RatingEditCell({
  id,
  field,
  value,
  hasFocus,
}: GridRenderEditCellParams<Project, number, string>) {
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move focus into the stars when the cell enters edit mode, so arrow keys work.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      const stars = ref.current;
      const input =
        stars?.querySelector<HTMLInputElement>('input:checked') ??
        stars?.querySelector<HTMLInputElement>('input');
      input?.focus();
    }
  }, [hasFocus]);

  return (
    <Rating
      ref={ref}
      name={`rating-${id}`}
      value={value ?? null}
      onChange={(_event, newValue) => {
        // A score is required: ignore the empty choice that Rating offers.
        if (newValue !== null) {
          // Stores the edited value; Enter or a click outside saves it.
          apiRef.current.setEditCellValue({ id, field, value: newValue });
        }
      }}
      sx={{ px: 1 }}
    />
  );
}

const ratingColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 160,
  display: 'flex',
  align: 'left',
  headerAlign: 'left',
  valueFormatter: (value: number | null) => (value == null ? '' : `${value} / 5`),
  renderCell: ({ value }) => (
    <Rating
      value={value ?? null}
      readOnly
      size="small"
      aria-label={`${value} out of 5`}
    />
  ),
  renderEditCell: (params) => <RatingEditCell {...params} />,
};

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', width: 190 },
  {
    field: 'satisfaction',
    headerName: 'Client score',
    editable: true,
    ...ratingColumn,
  },
];

export default function CustomColumnsRatingEdit() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
