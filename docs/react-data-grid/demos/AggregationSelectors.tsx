import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  GridGroupNode,
  Toolbar,
  gridAggregationLookupSelector,
  gridRowTreeSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);
const money = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

// A toolbar that reads the aggregated values: one entry per group id, plus the root.
function SummaryToolbar() {
  const apiRef = useGridApiContext();
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const tree = useGridSelector(apiRef, gridRowTreeSelector);
  const root = tree[GRID_ROOT_GROUP_ID] as GridGroupNode;

  const grandTotal = lookup[GRID_ROOT_GROUP_ID]?.total?.value as number | undefined;
  const categories = root.children.flatMap((id) => {
    const node = tree[id];
    const total = lookup[id]?.total?.value;
    return node?.type === 'group' && typeof total === 'number'
      ? [{ name: String(node.groupingKey), total }]
      : [];
  });
  const best = categories.reduce<(typeof categories)[number] | null>(
    (top, category) => (!top || category.total > top.total ? category : top),
    null,
  );

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }}>
        {grandTotal == null ? 'No totals.' : `All orders: ${money(grandTotal)}.`}{' '}
        {best && `Top category: ${best.name} with ${money(best.total)}.`}
      </Typography>
    </Toolbar>
  );
}

export default function AggregationSelectors() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: SummaryToolbar }}
        showToolbar
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          aggregation: { model: { total: 'sum' } },
        }}
      />
    </div>
  );
}
