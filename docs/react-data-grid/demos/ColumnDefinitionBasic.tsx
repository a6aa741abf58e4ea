import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

// Defined once, outside the component, so the array keeps the same reference between renders.
const columns: GridColDef<Order>[] = [
  // No headerName: the header falls back to the field name.
  { field: 'orderNumber' },
  { field: 'customer', headerName: 'Customer', width: 170 },
  {
    field: 'product',
    headerName: 'Product',
    width: 150,
    description: 'The single item bought on this order',
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    width: 80,
    description: 'Number of units shipped together',
  },
  // The row has no "channel" property, so every cell stays empty.
  { field: 'channel', headerName: 'Channel', width: 110 },
];

export default function ColumnDefinitionBasic() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
