import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GridAggregationFunction,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

type Line = { quantity: number; total: number };

// The average price of one unit, weighted by quantity: total revenue / units sold.
const pricePerUnit: GridAggregationFunction<Line, number> = {
  // Hand `apply` two fields of each row instead of the cell value.
  getCellValue: ({ row }) => ({ quantity: row.quantity, total: row.total }),
  apply: ({ values }) => {
    let units = 0;
    let revenue = 0;
    values.forEach((line) => {
      units += line?.quantity ?? 0;
      revenue += line?.total ?? 0;
    });
    return units ? revenue / units : null;
  },
  label: 'per unit',
  columnTypes: ['number'],
};

const price = (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 120, valueFormatter: price },
];

export default function AggregationMultipleFields() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, pricePerUnit }}
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          aggregation: { model: { quantity: 'sum', unitPrice: 'pricePerUnit' } },
        }}
      />
    </div>
  );
}
