import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  GridViewColumnIcon,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

// Every item receives the column (`colDef`) and `onClick`, which closes the menu.
function FitToContentItem({ colDef, onClick, label }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();

  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({
          columns: [colDef.field],
          includeHeaders: true,
        });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <GridViewColumnIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
}

// The grid's own menu, with one more item placed between Filter (20) and the column items (30).
function MenuWithFitItem(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuFitItem: FitToContentItem }}
      slotProps={{
        columnMenuFitItem: { displayOrder: 25, label: 'Fit to content' },
      }}
    />
  );
}

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', width: 90 },
  { field: 'product', headerName: 'Product', width: 90 },
  { field: 'orderDate', headerName: 'Ordered on', type: 'date', width: 90 },
];

export default function ColumnMenuCustomItem() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: MenuWithFitItem }}
      />
    </div>
  );
}
