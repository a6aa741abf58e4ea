import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCloseIcon,
  GridColDef,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function AlwaysOpenToolbar() {
  const apiRef = useGridApiContext();
  const matches = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);

  return (
    <Toolbar style={{ justifyContent: 'space-between' }}>
      {/* `expanded` pins the field open: no trigger, never collapses, always in the tab order. */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search orders"
              slotProps={{
                ...controlProps.slotProps,
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search orders' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <GridSearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear render={<IconButton size="small" edge="end" aria-label="Clear search" />}>
                        <GridCloseIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mx: 1 }}>
        {matches} of {rows.length} orders
      </Typography>
    </Toolbar>
  );
}

export default function QuickFilterPersistent() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: AlwaysOpenToolbar }} showToolbar />
    </div>
  );
}
