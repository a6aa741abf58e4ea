import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  // The order number always fits in 110 px, so this column keeps its width.
  { field: 'orderNumber', headerName: 'Order', width: 110, resizable: false },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function ColumnDimensionsDisableResize() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="disableColumnResize and disableAutosize"
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnResize={disabled}
          // Without this, double-clicking a header edge would still autosize the column.
          disableAutosize={disabled}
          showColumnVerticalBorder
        />
      </div>
    </Stack>
  );
}
