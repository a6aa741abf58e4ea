import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFooterContainer } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const ALL_ORDERS = getOrders(60); // stands in for the server
const PAGE = 15;

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

interface LoadMoreState {
  shown: number;
  loading: boolean;
  loadMore: () => void;
}
// The footer reads the state through context, so it can stay a stable component.
const LoadMoreContext = React.createContext<LoadMoreState | null>(null);

function LoadMoreFooter() {
  const state = React.useContext(LoadMoreContext);
  if (!state) return null;
  const done = state.shown >= ALL_ORDERS.length;
  return (
    <GridFooterContainer sx={{ px: 2, gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {`Loaded ${state.shown} of ${ALL_ORDERS.length} orders`}
      </Typography>
      <Button size="small" onClick={state.loadMore} disabled={done || state.loading}>
        {done ? 'All loaded' : 'Load more'}
      </Button>
    </GridFooterContainer>
  );
}

export default function RowRecipesLoadMore() {
  const [rows, setRows] = React.useState(() => ALL_ORDERS.slice(0, PAGE));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = React.useCallback(() => {
    setLoading(true);
    // Pretend to wait for the network, then append the next batch.
    timer.current = setTimeout(() => {
      setRows((previous) => [...previous, ...ALL_ORDERS.slice(previous.length, previous.length + PAGE)]);
      setLoading(false);
    }, 600);
  }, []);

  const state = React.useMemo(() => ({ shown: rows.length, loading, loadMore }), [rows.length, loading, loadMore]);

  return (
    <LoadMoreContext.Provider value={state}>
      <div style={{ height: 420, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} loading={loading} slots={{ footer: LoadMoreFooter }} />
      </div>
    </LoadMoreContext.Provider>
  );
}
