import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(45);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function PaginationControlled() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: lastPage }))}
        >
          Last page
        </Button>
        <Button size="small" onClick={() => setPaginationModel({ page: 0, pageSize: 25 })}>
          25 per page
        </Button>
      </Stack>
      <Box component="code" sx={{ fontSize: 13 }}>
        paginationModel: {JSON.stringify(paginationModel)}
      </Box>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          pageSizeOptions={[10, 25]}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
        />
      </div>
    </Stack>
  );
}
