import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Stands in for a request to your API.
const fetchOrders = (count: number) =>
  new Promise<Order[]>((resolve) => {
    setTimeout(() => resolve(getOrders(count)), 1500);
  });

export default function OverlayLoadingDefault() {
  const [rows, setRows] = React.useState<Order[]>(() => getOrders(12));
  const [loading, setLoading] = React.useState(false);

  const load = async (keepRows: boolean) => {
    if (!keepRows) setRows([]);
    setLoading(true);
    setRows(await fetchOrders(12));
    setLoading(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={loading} onClick={() => load(false)}>
          Load into an empty grid
        </Button>
        <Button size="small" variant="outlined" disabled={loading} onClick={() => load(true)}>
          Refresh the rows
        </Button>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} />
      </div>
    </Stack>
  );
}
