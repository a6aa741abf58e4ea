import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSlotProps, Toolbar } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

// Tell TypeScript about the extra props this toolbar receives through slotProps.toolbar.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onAddOrder?: () => void;
    orderCount?: number;
  }
}

const initialRows = getOrders(5);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
];

function OrdersToolbar({ onAddOrder, orderCount }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, mx: 0.5 }}>
        {orderCount} orders
      </Typography>
      <Button size="small" onClick={onAddOrder}>
        Add order
      </Button>
    </Toolbar>
  );
}

export default function SlotsTypedToolbarProps() {
  const [rows, setRows] = React.useState(initialRows);

  const addOrder = () =>
    setRows((previous) => {
      const id = previous.length + 1;
      const order: Order = { ...initialRows[0]!, id, orderNumber: `ORD-${10000 + id}`, customer: 'New customer', quantity: 1 };
      return [...previous, order];
    });

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: OrdersToolbar }}
        slotProps={{ toolbar: { onAddOrder: addOrder, orderCount: rows.length } }}
        showToolbar
      />
    </div>
  );
}
