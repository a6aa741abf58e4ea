import {
  DataGridPremium,
  GridColDef,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  // Order numbers are unique: grouping by them would only make one group per row.
  { field: 'orderNumber', headerName: 'Order', width: 110, groupable: false },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RowGroupingHideGrouped() {
  const apiRef = useGridApiRef();
  // Hides the grouped columns now and whenever the model changes later.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['category'] } },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
    </div>
  );
}
