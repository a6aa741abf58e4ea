import * as React from 'react';
import {
  DataGridPro,
  GridColDef,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getOrders } from '@site/src/demo-data';

// Order rows and the totals row share the columns below.
interface Line {
  id: number | string;
  orderNumber: string;
  category?: string;
  quantity: number;
  total: number;
}

const orders: Line[] = getOrders(40);

function sumUp(lines: Line[]): Line {
  return {
    id: 'totals',
    orderNumber: `${lines.length} orders`,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: lines.reduce((sum, line) => sum + line.total, 0),
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: GridColDef<Line>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120,
    valueFormatter: (value: number) => usd.format(value) },
];

export default function RowPinningTotals() {
  const apiRef = useGridApiRef();
  const [totals, setTotals] = React.useState(() => sumUp(orders));

  // Recompute the totals from the rows left after filtering.
  React.useEffect(() => {
    return apiRef.current?.subscribeEvent('filteredRowsSet', () => {
      const entries = gridFilteredSortedRowEntriesSelector(apiRef);
      const next = sumUp(entries.map((entry) => entry.model as Line));
      // New pinned rows make the grid filter again: only update when a figure changed,
      // or the two would keep triggering each other.
      setTotals((previous) =>
        previous.orderNumber === next.orderNumber && previous.total === next.total
          ? previous
          : next,
      );
    });
  }, [apiRef]);

  const pinnedRows = React.useMemo(() => ({ bottom: [totals] }), [totals]);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={orders}
        columns={columns}
        pinnedRows={pinnedRows}
        showToolbar
        sx={{ '& .MuiDataGrid-pinnedRows--bottom': { fontWeight: 'bold' } }}
      />
    </div>
  );
}
