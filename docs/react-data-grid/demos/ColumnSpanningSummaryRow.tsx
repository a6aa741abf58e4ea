import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders } from '@site/src/demo-data';

interface Line {
  id: number | 'summary';
  product: string;
  category: string;
  quantity: number;
  unitPrice: number | null;
  total: number;
}

const lines: Line[] = getOrders(6).map(
  ({ id, product, category, quantity, unitPrice, total }) => ({
    id,
    product,
    category,
    quantity,
    unitPrice,
    total,
  }),
);

const items = lines.reduce((sum, line) => sum + line.quantity, 0);
const grandTotal = lines.reduce((sum, line) => sum + line.total, 0);

// The last row describes the whole order; its label covers four columns.
const rows: Line[] = [
  ...lines,
  {
    id: 'summary',
    product: `Total for ${lines.length} lines, ${items} items`,
    category: '',
    quantity: items,
    unitPrice: null,
    total: Math.round(grandTotal * 100) / 100,
  },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (value: number | null) => (value == null ? '' : usd.format(value));

const columns: GridColDef<Line>[] = [
  {
    field: 'product',
    headerName: 'Product',
    width: 150,
    colSpan: (_value, row) => (row.id === 'summary' ? 4 : undefined),
  },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 100,
    valueFormatter: money,
  },
  {
    field: 'total',
    headerName: 'Line total',
    type: 'number',
    width: 110,
    valueFormatter: money,
  },
];

export default function ColumnSpanningSummaryRow() {
  return (
    <Box sx={{ height: 440, width: '100%', '& .row-summary': { fontWeight: 700 } }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (params.id === 'summary' ? 'row-summary' : '')}
        // Sorting and filtering would move or drop the summary row.
        disableColumnSorting
        disableColumnFilter
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
