import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110 },
  // The menu of this column has no pinning entries.
  { field: 'status', headerName: 'Status', width: 120, pinnable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnPinningMenu() {
  const [pinningOff, setPinningOff] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={pinningOff}
            onChange={(event) => setPinningOff(event.target.checked)}
          />
        }
        label="Disable column pinning"
      />
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnPinning={pinningOff}
        />
      </div>
    </Stack>
  );
}
