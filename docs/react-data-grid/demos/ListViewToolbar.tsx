import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridSortModel,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const listViewColumn: GridListViewColDef<Order> = {
  field: 'summary',
  display: 'flex',
  renderCell: ({ row }) => (
    <Stack sx={{ minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {row.customer} · {money.format(row.total)}
      </Typography>
      <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
        {row.orderNumber} · {row.product}
      </Typography>
    </Stack>
  ),
};

const SORTS: Record<string, GridSortModel> = {
  newest: [{ field: 'orderNumber', sort: 'desc' }],
  customer: [{ field: 'customer', sort: 'asc' }],
  total: [{ field: 'total', sort: 'desc' }],
};

// The headers are gone in list view, so the toolbar offers sorting and search.
function OrdersToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  // Header clicks in table view can set other sorts: show those as "Other".
  const current = Object.keys(SORTS).find(
    (key) => JSON.stringify(SORTS[key]) === JSON.stringify(sortModel),
  );
  return (
    <Toolbar>
      <TextField
        select
        size="small"
        label="Sort by"
        value={current ?? 'other'}
        sx={{ minWidth: 150 }}
        onChange={(event) =>
          apiRef.current.setSortModel(SORTS[event.target.value] ?? [])
        }
      >
        <MenuItem value="newest">Newest first</MenuItem>
        <MenuItem value="customer">Customer</MenuItem>
        <MenuItem value="total">Largest total</MenuItem>
        <MenuItem value="other" disabled>
          Other
        </MenuItem>
      </TextField>
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search…"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: {
                  ...controlProps.slotProps?.htmlInput,
                  'aria-label': 'Search orders',
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ListViewToolbar() {
  const [view, setView] = React.useState<'list' | 'table'>('list');

  return (
    <div style={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label="Layout"
        sx={{ mb: 1 }}
        onChange={(_, value: 'list' | 'table' | null) => value && setView(value)}
      >
        <ToggleButton value="list">List</ToggleButton>
        <ToggleButton value="table">Table</ToggleButton>
      </ToggleButtonGroup>
      <div style={{ height: 440 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={view === 'list'}
          listViewColumn={listViewColumn}
          initialState={{
            sorting: { sortModel: SORTS.newest },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pagination
          pageSizeOptions={[10, 25]}
          rowHeight={view === 'list' ? 60 : 52}
          showToolbar
          slots={{ toolbar: OrdersToolbar }}
        />
      </div>
    </div>
  );
}
