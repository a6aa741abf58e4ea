import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'product', headerName: 'Product' },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Cards grow with their content: the third line only appears for large orders.
const listViewColumn: GridListViewColDef<Order> = {
  field: 'details',
  renderCell: ({ row }) => (
    <Stack spacing={0.5} sx={{ py: 1.5, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.orderNumber}
        </Typography>
        <Chip size="small" variant="outlined" label={row.status} />
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
        {row.quantity} × {row.product} for {row.customer}
      </Typography>
      {row.total > 1000 ? (
        <Typography variant="body2" sx={{ color: 'warning.main', whiteSpace: 'normal' }}>
          Large order: {money.format(row.total)}, check stock before shipping.
        </Typography>
      ) : null}
    </Stack>
  ),
};

export default function ListViewAutoHeight() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        getRowHeight={() => 'auto'}
      />
    </div>
  );
}
