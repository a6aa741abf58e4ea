import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function StyleRecipeMinimal() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        disableColumnMenu
        hideFooterSelectedRowCount
        sx={(theme) => {
          const { text, divider } = (theme.vars || theme).palette;
          return {
            // No lines between body rows; the header keeps one, drawn below.
            [`& .${gridClasses.virtualScrollerContent}`]: { '--DataGrid-rowBorderColor': 'transparent' },
            [`& .${gridClasses.columnHeaderTitle}`]: {
              fontSize: '0.75rem',
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              color: text.secondary,
            },
            // On the root: the colour of the line under the header, and no outer border.
            '--DataGrid-rowBorderColor': divider,
            borderStyle: 'none',
            [`& .${gridClasses.columnSeparator}`]: { visibility: 'hidden' },
            [`& .${gridClasses.row}`]: { borderRadius: '8px' },
            [`& .${gridClasses.footerContainer}`]: { borderTopColor: 'transparent' },
          };
        }}
      />
    </div>
  );
}
