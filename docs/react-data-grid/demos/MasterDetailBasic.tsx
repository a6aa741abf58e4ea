import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowParams } from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Defined outside the component, so the grid receives the same function on every render.
function renderOrderSummary({ row }: GridRowParams<Order>) {
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography variant="subtitle2">
        {row.orderNumber} for {row.customer}
      </Typography>
      <Typography variant="body2">
        {`${row.product}: ${row.quantity} × ${money.format(row.unitPrice)}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Ordered on {row.orderDate.toLocaleDateString('en-US', { dateStyle: 'long' })},
        shipping to {row.country}
      </Typography>
    </Box>
  );
}

const summaryHeight = () => 96;

export default function MasterDetailBasic() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={renderOrderSummary}
        getDetailPanelHeight={summaryHeight}
      />
    </div>
  );
}
