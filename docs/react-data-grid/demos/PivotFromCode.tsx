import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(150);

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const initialState: GridInitialState = {
  pivoting: {
    model: {
      rows: [{ field: 'country' }],
      columns: [{ field: 'category', sort: 'asc' }],
      values: [{ field: 'total', aggFunc: 'sum' }],
    },
  },
};

export default function PivotFromCode() {
  const apiRef = useGridApiRef();

  const toggleQuantity = () =>
    apiRef.current?.setPivotModel((model) => {
      const hasQuantity = model.values.some((value) => value.field === 'quantity');
      return {
        ...model,
        values: hasQuantity
          ? model.values.filter((value) => value.field !== 'quantity')
          : [...model.values, { field: 'quantity', aggFunc: 'sum' }],
      };
    });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPivotActive((active) => !active)}
        >
          Toggle pivot mode
        </Button>
        <Button size="small" variant="outlined" onClick={toggleQuantity}>
          Add or remove Quantity
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setPivotPanelOpen((open) => !open)}
        >
          Show or hide the panel
        </Button>
      </Stack>
      <div style={{ height: 460, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
        />
      </div>
    </Stack>
  );
}
