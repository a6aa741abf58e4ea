import { DataGrid, GridColDef, gridClasses } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function StyleSxProp() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        sx={(theme) => ({
          // A style on the root element itself.
          borderColor: 'primary.main',
          // Styles on inner parts, reached through their class names.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: '0.75rem',
          },
          [`& .${gridClasses.row}:hover`]: {
            backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.08),
          },
          [`& .${gridClasses.cell}`]: {
            fontVariantNumeric: 'tabular-nums',
          },
          [`& .${gridClasses.footerContainer}`]: {
            minHeight: 44,
          },
        })}
      />
    </div>
  );
}
