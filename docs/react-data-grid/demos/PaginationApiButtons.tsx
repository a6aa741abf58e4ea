import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridPaginationModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);
const initialModel: GridPaginationModel = { page: 0, pageSize: 5 };

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function PaginationApiButtons() {
  const apiRef = useGridApiRef();
  const [hideFooterPagination, setHideFooterPagination] = React.useState(true);
  // Only observed for the label: the grid keeps its own pagination state.
  const [model, setModel] = React.useState(initialModel);
  const pageCount = Math.ceil(rows.length / model.pageSize);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={model.page === 0}
          onClick={() => apiRef.current?.setPage(model.page - 1)}
        >
          Previous
        </Button>
        <Typography variant="body2">
          Page {model.page + 1} of {pageCount}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          disabled={model.page >= pageCount - 1}
          onClick={() => apiRef.current?.setPage(model.page + 1)}
        >
          Next
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setPageSize(model.pageSize === 5 ? 10 : 5)}
        >
          Show {model.pageSize === 5 ? 10 : 5} per page
        </Button>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={hideFooterPagination}
            onChange={(event) => setHideFooterPagination(event.target.checked)}
          />
        }
        label="Hide the footer pagination"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: initialModel } }}
          onPaginationModelChange={setModel}
          hideFooterPagination={hideFooterPagination}
        />
      </div>
    </Stack>
  );
}
