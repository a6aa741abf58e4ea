import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridExpandedSortedRowIdsSelector,
  gridPaginationModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(120);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  // flex fills the grid's width (see the right-to-left note on the page).
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ScrollingToRow() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('ORD-10087');
  const [message, setMessage] = React.useState('');

  const find = () => {
    const api = apiRef.current;
    if (!api) return;
    const row = rows.find(
      (order) => order.orderNumber === query.trim().toUpperCase(),
    );
    // Position among the rows left by the filters, in the current sort order.
    const index = row
      ? gridExpandedSortedRowIdsSelector(apiRef).indexOf(row.id)
      : -1;
    if (!row || index === -1) {
      setMessage(row ? 'That order is hidden by a filter.' : 'No such order.');
      return;
    }
    // scrollToIndexes only reaches rows of the current page: open the right one first.
    const { pageSize } = gridPaginationModelSelector(apiRef);
    api.setPage(Math.floor(index / pageSize));
    // Wait a frame for the new page to render, then scroll and focus.
    requestAnimationFrame(() => {
      api.scrollToIndexes({ rowIndex: index });
      api.setCellFocus(row.id, 'orderNumber');
    });
    setMessage(`Found on page ${Math.floor(index / pageSize) + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Order number"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && find()}
        />
        <Button size="small" variant="outlined" onClick={find}>
          Go to order
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <div style={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
        />
      </div>
    </Stack>
  );
}
