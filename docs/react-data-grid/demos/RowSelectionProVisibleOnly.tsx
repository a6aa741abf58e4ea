import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RowSelectionProVisibleOnly() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />
        }
        label="checkboxSelectionVisibleOnly"
      />
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </div>
    </Stack>
  );
}
