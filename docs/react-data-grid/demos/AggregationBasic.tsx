import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) =>
      value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
  { field: 'orderDate', headerName: 'Date', type: 'date', width: 120 },
];

export default function AggregationBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { quantity: 'sum', total: 'sum', orderDate: 'max' } },
        }}
      />
    </div>
  );
}
