import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(24);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
];

export default function RowSpanningSorting() {
  const [spanning, setSpanning] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={spanning} onChange={(event) => setSpanning(event.target.checked)} />
        }
        label="Row spanning"
      />
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSpanning={spanning}
          showCellVerticalBorder
          initialState={{
            sorting: { sortModel: [{ field: 'category', sort: 'asc' }] },
          }}
        />
      </div>
    </Stack>
  );
}
