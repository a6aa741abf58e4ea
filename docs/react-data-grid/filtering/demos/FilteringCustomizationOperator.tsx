import {
  DataGrid,
  GridColDef,
  GridFilterInputValue,
  GridFilterOperator,
  GridTypeFilterInputValueProps,
  getGridDateOperators,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

// A fixed "today", so the demo shows the same rows on every visit.
const TODAY = new Date(2024, 11, 31);
const DAY_MS = 24 * 60 * 60 * 1000;

// The fourth type parameter is the input's props, so `InputComponentProps` can set `type`.
const inLastDays: GridFilterOperator<Order, Date, Date, GridTypeFilterInputValueProps> = {
  value: 'inLastDays',
  label: 'in the last … days',
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
  getApplyFilterFn: (item) => {
    const days = Number(item.value);
    if (item.value == null || item.value === '' || Number.isNaN(days)) {
      return null; // no usable value yet: keep every row
    }
    const from = TODAY.getTime() - days * DAY_MS;
    return (value) => value != null && value.getTime() > from && value <= TODAY;
  },
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  {
    field: 'orderDate',
    headerName: 'Ordered on',
    type: 'date',
    width: 130,
    // Keep the built-in date operators and add ours at the end.
    filterOperators: [...getGridDateOperators(), inLastDays],
  },
];

export default function FilteringCustomizationOperator() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'orderDate', operator: 'inLastDays', value: 60 }],
            },
          },
          sorting: { sortModel: [{ field: 'orderDate', sort: 'desc' }] },
        }}
      />
    </div>
  );
}
