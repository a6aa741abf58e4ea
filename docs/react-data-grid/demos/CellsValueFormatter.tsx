import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'orderDate',
    headerName: 'Ordered',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date) => day.format(value),
  },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value} ${value === 1 ? 'unit' : 'units'}`,
  },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    // The row is the second argument: add a marker to large orders.
    valueFormatter: (value: number, row) =>
      `${row.quantity >= 10 ? '▲ ' : ''}${money.format(value)}`,
  },
];

export default function CellsValueFormatter() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
