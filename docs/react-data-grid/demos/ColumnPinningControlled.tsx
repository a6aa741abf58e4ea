import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'orderDate', headerName: 'Date', type: 'date', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const describe = (fields: string[] | undefined) =>
  fields?.length ? fields.join(', ') : 'none';

export default function ColumnPinningControlled() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: ['orderNumber'],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Typography variant="body2" role="status" sx={{ flexGrow: 1 }}>
          Left: {describe(pinnedColumns.left)}. Right:{' '}
          {describe(pinnedColumns.right)}.
        </Typography>
        <Button size="small" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
        />
      </div>
    </Stack>
  );
}
