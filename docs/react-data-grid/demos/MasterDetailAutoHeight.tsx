import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

interface CustomerRow {
  id: string;
  orders: Order[];
  spent: number;
}

// One row per customer, each holding a different number of orders.
const byCustomer = new Map<string, Order[]>();
getOrders(40).forEach((order) => {
  byCustomer.set(order.customer, [...(byCustomer.get(order.customer) ?? []), order]);
});
const rows: CustomerRow[] = [...byCustomer].map(([customer, orders]) => ({
  id: customer,
  orders,
  spent: orders.reduce((sum, order) => sum + order.total, 0),
}));

const columns: GridColDef<CustomerRow>[] = [
  { field: 'id', headerName: 'Customer', width: 170 },
  { field: 'count', headerName: 'Orders', type: 'number', width: 90,
    valueGetter: (value, row) => row.orders.length },
  { field: 'spent', headerName: 'Spent', type: 'number', width: 120,
    valueFormatter: (value: number) => `$${value.toFixed(2)}` },
];

function OrderList({ orders }: { orders: Order[] }) {
  const [showAll, setShowAll] = React.useState(false);
  const visible = showAll ? orders : orders.slice(0, 3);
  return (
    <Box sx={{ px: 2, py: 1 }}>
      {visible.map((order) => (
        <Typography key={order.id} variant="body2">
          {order.orderNumber}: {order.quantity} × {order.product} ({order.status})
        </Typography>
      ))}
      {orders.length > 3 && (
        <Button size="small" onClick={() => setShowAll(!showAll)} sx={{ mt: 0.5 }}>
          {showAll ? 'Show fewer' : `Show all ${orders.length} orders`}
        </Button>
      )}
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<CustomerRow>) => (
  <OrderList orders={row.orders} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailAutoHeight() {
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
