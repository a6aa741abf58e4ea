import { DataGrid, GridColDef, GRID_NUMERIC_COL_DEF } from '@mui/x-data-grid';

interface PriceRow {
  id: number;
  product: string;
  usd: number;
  eur: number;
  jpy: number;
}

const rows: PriceRow[] = [
  { id: 1, product: 'Starter plan', usd: 9, eur: 8.5, jpy: 1400 },
  { id: 2, product: 'Team plan', usd: 29, eur: 27, jpy: 4400 },
  { id: 3, product: 'Business plan', usd: 79, eur: 74, jpy: 12000 },
  { id: 4, product: 'Extra storage', usd: 4.99, eur: 4.6, jpy: 750 },
  { id: 5, product: 'Priority support', usd: 120, eur: 112, jpy: 18200 },
];

// Only these numeric operators make sense for prices.
const PRICE_OPERATORS = ['>', '>=', '<', '<='];

// A factory: each call returns a column for one currency.
function priceColumn(field: keyof PriceRow, currency: string): GridColDef<PriceRow> {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return {
    // Start from the built-in numeric definition, then replace what differs.
    ...GRID_NUMERIC_COL_DEF,
    field,
    headerName: currency,
    width: 110,
    valueFormatter: (value: number) => format.format(value),
    filterOperators: GRID_NUMERIC_COL_DEF.filterOperators!.filter((operator) =>
      PRICE_OPERATORS.includes(operator.value),
    ),
  };
}

const columns: GridColDef<PriceRow>[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  priceColumn('usd', 'USD'),
  priceColumn('eur', 'EUR'),
  priceColumn('jpy', 'JPY'),
];

export default function CustomColumnsFactory() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
