import { DataGridPremium, DataGridPremiumProps, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Open the Furniture category and, inside any category, the Orbit Labs customer.
// Declared outside the component: a new function on each render would rebuild the groups.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  (node.groupingField === 'category' && node.groupingKey === 'Furniture') ||
  (node.groupingField === 'customer' && node.groupingKey === 'Orbit Labs');

export default function RowGroupingExpansion() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{
          rowGrouping: { model: ['category', 'customer'] },
          columns: { columnVisibilityModel: { category: false, customer: false } },
        }}
      />
    </div>
  );
}
