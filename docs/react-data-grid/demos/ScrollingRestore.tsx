import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridInitialState, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(100);

// Wider than the grid, so that it scrolls in both directions.
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'orderDate', headerName: 'Date', type: 'date', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 180 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ScrollingRestore() {
  const apiRef = useGridApiRef();
  const [mounted, setMounted] = React.useState(true);
  // Where the grid was when it unmounted, kept here instead of in a router or storage.
  const [initialState, setInitialState] = React.useState<GridInitialState>({});

  const close = () => {
    const position = apiRef.current?.getScrollPosition();
    if (position) setInitialState({ scroll: position });
    setMounted(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={mounted ? close : () => setMounted(true)}>
          {mounted ? 'Leave the grid' : 'Come back to the grid'}
        </Button>
      </div>
      <div style={{ height: 360 }}>
        {mounted && <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} hideFooter />}
      </div>
    </Stack>
  );
}
