import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110, resizable: false },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110, resizable: false },
  { field: 'product', headerName: 'Product', width: 150 },
];

export default function StyleRecipeSeparators() {
  const [hide, setHide] = React.useState(true);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={hide} onChange={(event) => setHide(event.target.checked)} />}
        label="Hide separators of fixed-width columns"
      />
      <div style={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sx={{
            // Only resizable columns get the --resizable modifier on their separator.
            ...(hide && {
              [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]: {
                display: 'none',
              },
            }),
          }}
        />
      </div>
    </div>
  );
}
