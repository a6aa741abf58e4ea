import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(1000);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function PaginationPro() {
  const [pagination, setPagination] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={pagination} onChange={(event) => setPagination(event.target.checked)} />
        }
        label="Split into pages"
      />
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={pagination}
          // Pro allows pages larger than 100 rows.
          pageSizeOptions={[250, 500, 1000]}
          initialState={{ pagination: { paginationModel: { pageSize: 250 } } }}
        />
      </div>
    </Stack>
  );
}
