import Box from '@mui/material/Box';
import {
  DataGrid,
  FilterPanelTrigger,
  GridColDef,
  GridFilterListIcon,
  Toolbar,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
];

function FilterToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* No render prop: a Material UI Button with the props you pass. */}
      <FilterPanelTrigger
        startIcon={<GridFilterListIcon />}
        className={(state) => (state.filterCount > 0 ? 'is-filtering' : '')}
      >
        Filter rows
      </FilterPanelTrigger>
    </Toolbar>
  );
}

export default function FilterPanelTriggerText() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        // A frame and bold text while a filter applies.
        '& .is-filtering': {
          fontWeight: 700,
          boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.primary.main}`,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: FilterToolbar }} showToolbar />
    </Box>
  );
}
