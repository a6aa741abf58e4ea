import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  // Locked at both ends: they cannot be dragged, and nothing can take their place.
  { field: 'orderNumber', headerName: 'Order', width: 110, disableReorder: true },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    disableReorder: true,
  },
];

export default function ColumnOrderingLocked() {
  const [reorderOff, setReorderOff] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={reorderOff}
            onChange={(event) => setReorderOff(event.target.checked)}
          />
        }
        label="Turn off reordering for all columns"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnReorder={reorderOff}
        />
      </div>
    </Stack>
  );
}
