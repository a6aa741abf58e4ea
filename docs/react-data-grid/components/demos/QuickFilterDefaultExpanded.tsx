import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  QuickFilter,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
];

function OrdersToolbar() {
  return (
    <Toolbar>
      {/* Open on the first render; it still closes when it loses focus while empty. */}
      <QuickFilter
        defaultExpanded
        render={(props, state) => (
          <div {...props}>
            {state.expanded ? (
              <QuickFilterControl
                render={({ ref, ...controlProps }) => (
                  <TextField
                    {...controlProps}
                    inputRef={ref}
                    size="small"
                    placeholder="Order, customer, product"
                    slotProps={{
                      ...controlProps.slotProps,
                      htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search orders' },
                    }}
                  />
                )}
              />
            ) : (
              <QuickFilterTrigger>Search orders</QuickFilterTrigger>
            )}
          </div>
        )}
      />
    </Toolbar>
  );
}

export default function QuickFilterDefaultExpanded() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: OrdersToolbar }} showToolbar />
    </div>
  );
}
