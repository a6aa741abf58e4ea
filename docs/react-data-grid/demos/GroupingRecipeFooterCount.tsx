import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridFooterContainer,
  gridFilteredDescendantRowCountSelector,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Rendered inside the grid, so it can read the grid state and update with the filters.
function GroupFooter() {
  const apiRef = useGridApiContext();
  // With one grouping level, the top-level rows are the groups and their descendants are the orders.
  const groupCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const orderCount = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {orderCount} {orderCount === 1 ? 'order' : 'orders'} in {groupCount}{' '}
        {groupCount === 1 ? 'category' : 'categories'}
      </Typography>
    </GridFooterContainer>
  );
}

export default function GroupingRecipeFooterCount() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: GroupFooter }}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
        }}
      />
    </div>
  );
}
