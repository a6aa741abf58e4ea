import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  // This column never gets a menu button.
  { field: 'orderNumber', headerName: 'Order', width: 120, disableColumnMenu: true },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnMenuDisable() {
  const [noMenus, setNoMenus] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={noMenus}
            onChange={(event) => setNoMenus(event.target.checked)}
          />
        }
        label="Remove the menu from every column"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} disableColumnMenu={noMenus} />
      </div>
    </Stack>
  );
}
