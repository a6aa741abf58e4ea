import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(48);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
];

// Rendered by the default footer in place of the "Rows per page" control and arrows.
function StepPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1 }}>
      <IconButton
        size="small"
        aria-label="Previous page"
        disabled={page === 0}
        onClick={() => apiRef.current.setPage(page - 1)}
      >
        ‹
      </IconButton>
      <Typography variant="body2" aria-live="polite">
        Page {page + 1} of {pageCount}
      </Typography>
      <IconButton
        size="small"
        aria-label="Next page"
        disabled={page >= pageCount - 1}
        onClick={() => apiRef.current.setPage(page + 1)}
      >
        ›
      </IconButton>
    </Stack>
  );
}

export default function SlotsPagination() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ pagination: StepPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 12 } } }}
        pageSizeOptions={[12]}
      />
    </div>
  );
}
