import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridRowId,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const baseRows = getOrders(40);

// Stands in for a fetch: every refresh returns a new array with new quantities.
function loadRows(version: number): Order[] {
  return baseRows.map((order) => {
    const quantity = 1 + ((order.quantity + version * order.id) % 12);
    return { ...order, quantity, total: Math.round(quantity * order.unitPrice * 100) / 100 };
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function GroupingRecipeKeepOpen() {
  const apiRef = useGridApiRef();
  const [version, setVersion] = React.useState(0);
  const rows = React.useMemo(() => loadRows(version), [version]);

  // Group ids are built from the group values, so they survive a new rows array.
  const openGroups = React.useRef(new Set<GridRowId>());
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', (node) => {
        if (node.childrenExpanded) openGroups.current.add(node.id);
        else openGroups.current.delete(node.id);
      }),
    [apiRef],
  );

  // Stable function (it reads the ref), so the grid does not rebuild the groups on each render.
  const isGroupExpandedByDefault = React.useCallback<
    NonNullable<DataGridPremiumProps['isGroupExpandedByDefault']>
  >((node) => openGroups.current.has(node.id), []);

  return (
    <div style={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={() => setVersion((v) => v + 1)}>
        Refresh data
      </Button>
      <Typography variant="body2" sx={{ my: 1 }} role="status">
        Data loaded {version + 1} {version === 0 ? 'time' : 'times'}.
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          initialState={{
            rowGrouping: { model: ['category'] },
            columns: { columnVisibilityModel: { category: false } },
          }}
        />
      </div>
    </div>
  );
}
