import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnMenuFromCode() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => apiRef.current?.showColumnMenu('status')}
      >
        Open the Status menu
      </Button>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          // Right-click a header to open its menu instead of the browser's.
          onColumnHeaderContextMenu={(params, event) => {
            event.preventDefault();
            apiRef.current?.showColumnMenu(params.field);
          }}
        />
      </div>
    </Stack>
  );
}
