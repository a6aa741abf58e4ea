import { DataGridPremium, GridColDef, GridInitialState } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) =>
      value == null ? '' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'orderNumber', headerName: 'Order', width: 120 },
];

const initialState: GridInitialState = {
  rowGrouping: { model: ['category'] },
  columns: { columnVisibilityModel: { category: false } },
  aggregation: { model: { quantity: 'sum', total: 'sum' } },
};

export default function OverviewPremiumFeatures() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        showToolbar
        initialState={initialState}
      />
    </div>
  );
}
