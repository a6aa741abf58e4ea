import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GridColDef,
  GridLogicOperator,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getOrders, ORDER_STATUSES, type Order } from '@site/src/demo-data';

const rows = getOrders(80);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 120,
  },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function MultiFiltersFromCode() {
  const apiRef = useGridApiRef();

  // Items with an existing `id` are replaced, new ids are appended.
  const showOpenFurniture = () => {
    apiRef.current?.setFilterLogicOperator(GridLogicOperator.And);
    apiRef.current?.upsertFilterItems([
      { id: 'category', field: 'category', operator: 'equals', value: 'Furniture' },
      { id: 'status', field: 'status', operator: 'isAnyOf', value: ['Pending', 'Processing'] },
    ]);
  };
  const addMinimum = () =>
    apiRef.current?.upsertFilterItem({ id: 'minimum', field: 'total', operator: '>=', value: 500 });
  const dropStatus = () =>
    apiRef.current?.deleteFilterItem({ id: 'status', field: 'status', operator: 'isAnyOf' });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={showOpenFurniture}>
          Open furniture orders
        </Button>
        <Button size="small" variant="outlined" onClick={addMinimum}>
          Add: total ≥ 500
        </Button>
        <Button size="small" variant="outlined" onClick={dropStatus}>
          Remove the status filter
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear all
        </Button>
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </div>
    </Stack>
  );
}
