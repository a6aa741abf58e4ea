import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

// Sorted by date, so the month groups appear in calendar order.
const rows = getOrders(150).sort(
  (a, b) => a.orderDate.getTime() - b.orderDate.getTime(),
);

const columns: GridColDef<Order>[] = [
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const monthName = new Intl.DateTimeFormat('en-US', { month: 'short' });

function getPivotDerivedColumns(column: GridColDef): GridColDef[] | undefined {
  if (column.field === 'orderDate') {
    return [
      {
        field: 'orderDate-month',
        headerName: 'Order month',
        // The field does not exist on the row: read the date column instead.
        valueGetter: (value, row: Order) => monthName.format(row.orderDate),
      },
    ];
  }
  if (column.field === 'total') {
    return [
      {
        field: 'total-size',
        headerName: 'Order size',
        valueGetter: (value, row: Order) => {
          if (row.total < 100) {
            return 'Small';
          }
          return row.total < 1000 ? 'Medium' : 'Large';
        },
      },
    ];
  }
  return undefined;
}

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'orderDate-month' }],
      columns: [{ field: 'total-size', sort: 'asc' }],
      values: [{ field: 'total', aggFunc: 'sum' }],
    },
  },
};

export default function PivotCustomDerivedColumns() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        getPivotDerivedColumns={getPivotDerivedColumns}
        showToolbar
      />
    </div>
  );
}
