import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridColDef,
  gridRowTreeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function GroupingRecipeExpandAll() {
  const apiRef = useGridApiRef();

  const setAllGroups = (expanded: boolean) => {
    const api = apiRef.current;
    if (!api) return;
    // The tree holds every row; the group rows are the nodes of type 'group', except the root.
    const tree = gridRowTreeSelector(apiRef);
    Object.values(tree).forEach((node) => {
      if (node.type === 'group' && node.id !== GRID_ROOT_GROUP_ID && node.childrenExpanded !== expanded) {
        api.setRowChildrenExpansion(node.id, expanded);
      }
    });
  };

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setAllGroups(true)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setAllGroups(false)}>
          Collapse all
        </Button>
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['category', 'customer'] },
            columns: { columnVisibilityModel: { category: false, customer: false } },
          }}
        />
      </div>
    </div>
  );
}
