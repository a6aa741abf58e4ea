import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridDateOperators,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

// The value is a pair of 'YYYY-MM-DD' strings, which survive JSON and URLs unchanged.
type Range = [string, string];

// Midnight of that calendar day in local time, like the dates in the rows.
const toLocalDay = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1).getTime();
};

function DateRangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [from, to] = (Array.isArray(item.value) ? item.value : ['', '']) as Range;
  const update = (next: Range) => applyValue({ ...item, value: next });

  return (
    // Stacked, so both fields fit the panel's value column.
    <Stack spacing={1.5} sx={{ pt: 1 }}>
      <TextField
        type="date"
        size="small"
        label="From"
        value={from}
        inputRef={focusElementRef}
        onChange={(event) => update([event.target.value, to])}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={to}
        onChange={(event) => update([from, event.target.value])}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

const between: GridFilterOperator<Order, Date> = {
  value: 'between',
  label: 'between',
  InputComponent: DateRangeInput,
  getApplyFilterFn: (item) => {
    const [from, to] = (Array.isArray(item.value) ? item.value : ['', '']) as Range;
    if (!from && !to) return null;
    const start = from ? toLocalDay(from) : -Infinity;
    const end = to ? toLocalDay(to) : Infinity; // both ends included
    return (value) => value != null && value.getTime() >= start && value.getTime() <= end;
  },
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  {
    field: 'orderDate',
    headerName: 'Ordered on',
    type: 'date',
    width: 130,
    filterOperators: [between, ...getGridDateOperators()],
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function FilteringRecipesDateRange() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'orderDate', operator: 'between', value: ['2024-03-01', '2024-04-30'] },
              ],
            },
          },
          sorting: { sortModel: [{ field: 'orderDate', sort: 'asc' }] },
        }}
      />
    </div>
  );
}
