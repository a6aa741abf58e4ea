import {
  DataGridPremium,
  DataGridPremiumProps,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
  GridSortCellParams,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// Number of rows directly inside a group (0 for a data row).
const groupSize = ({ rowNode }: GridSortCellParams) =>
  rowNode.type === 'group' ? rowNode.children.length : 0;

const groupingColDef: DataGridPremiumProps['groupingColDef'] = {
  headerName: 'Customer',
  width: 190,
  // Compare group sizes first, then names, so groups of equal size keep a fixed order.
  sortComparator: (v1, v2, param1, param2) =>
    groupSize(param1) - groupSize(param2) || String(v1).localeCompare(String(v2)),
};

export default function GroupingRecipeSortBySize() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['customer'] },
          columns: { columnVisibilityModel: { customer: false } },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          // Keep the group names in view while scrolling sideways.
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
      />
    </div>
  );
}
