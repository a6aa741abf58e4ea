import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridOverlay,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
];

function NothingFoundOverlay() {
  const apiRef = useGridApiContext();
  const words = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];
  return (
    <GridOverlay>
      <Typography variant="body2" component="p">
        {words.length > 0
          ? `No order matches “${words.join(' ')}”.`
          : 'No order matches the filters.'}
      </Typography>
      {/* An empty model removes the filters and the search words. */}
      <Button
        size="small"
        onClick={() =>
          apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })
        }
      >
        Clear search and filters
      </Button>
    </GridOverlay>
  );
}

export default function OverlayNoResults() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ noResultsOverlay: NothingFoundOverlay }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['teapot'] } },
        }}
      />
    </div>
  );
}
