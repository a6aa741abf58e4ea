import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders } from '@site/src/demo-data';

interface Buyer {
  name: string;
  country: string;
}

interface OrderLine {
  id: number;
  orderNumber: string;
  buyer: Buyer;
  quantity: number;
  unitPrice: number;
}

// The buyer arrives as a nested object, the way many APIs send it.
const rows: OrderLine[] = getOrders(12).map((order) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  buyer: { name: order.customer, country: order.country },
  quantity: order.quantity,
  unitPrice: order.unitPrice,
}));

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    // `value` is row.buyer, an object. The getter turns it into text.
    field: 'buyer',
    headerName: 'Customer',
    width: 160,
    valueGetter: (value: Buyer) => value.name,
  },
  {
    // There is no `country` field on the row: the getter reads it from the row.
    field: 'country',
    headerName: 'Country',
    width: 110,
    valueGetter: (_value, row) => row.buyer.country,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
  {
    field: 'lineTotal',
    headerName: 'Line total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) =>
      Math.round(row.quantity * row.unitPrice * 100) / 100,
  },
];

export default function ColumnDefinitionValueGetter() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
