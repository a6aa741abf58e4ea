import {
  DataGrid,
  GridColDef,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuProps,
  GridColumnMenuSortItem,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

// A menu built from scratch: only the sort entries and "Hide column", no dividers.
function SortAndHideMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, ...other } = props;

  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      <GridColumnMenuHideItem colDef={colDef} onClick={hideMenu} />
    </GridColumnMenuContainer>
  );
}

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ColumnMenuFromParts() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: SortAndHideMenu }}
      />
    </div>
  );
}
