import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) =>
      `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  },
];

function OrderDetail({ order }: { order: Order }) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle2">{order.product}</Typography>
      <Typography variant="body2" color="text.secondary">
        {order.quantity} × ${order.unitPrice.toFixed(2)} ({order.category}),
        shipped to {order.country}, ordered on{' '}
        {order.orderDate.toLocaleDateString('en-US', { dateStyle: 'medium' })}
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <OrderDetail order={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function FeaturesMasterDetail() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </div>
  );
}
