import {
  DataGrid,
  GridColDef,
  GetApplyQuickFilterFn,
  getGridNumericQuickFilterFn,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

// A term such as ">500" or "<50" compares totals. Any other term gets the
// default number behaviour, which matches the exact amount (or nothing, for words).
const compareTotal: GetApplyQuickFilterFn<Order> = (term, column, apiRef) => {
  const match = /^([<>])(\d+(?:\.\d+)?)$/.exec(String(term));
  if (!match) return getGridNumericQuickFilterFn(term, column, apiRef);
  const limit = Number(match[2]);
  return match[1] === '>'
    ? (value: number) => value > limit
    : (value: number) => value < limit;
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    getApplyQuickFilterFn: compareTotal,
  },
];

export default function QuickFilterColumnMatch() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['headphones', '>1000'] } },
        }}
      />
    </div>
  );
}
