import { DataGrid, GridColDef, GridComparatorFn } from '@mui/x-data-grid';
import {
  getOrders,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@site/src/demo-data';

const rows = getOrders(25);

// ORDER_STATUSES lists the steps in workflow order: Pending, Processing, Shipped, Delivered, Cancelled.
// Build the rank lookup once, so the comparator itself stays cheap.
const STEP_RANK = new Map(ORDER_STATUSES.map((status, index) => [status, index]));

const byWorkflowStep: GridComparatorFn<OrderStatus> = (status1, status2) =>
  (STEP_RANK.get(status1) ?? 0) - (STEP_RANK.get(status2) ?? 0);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    sortComparator: byWorkflowStep,
  },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function StatusOrderComparator() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'status', sort: 'asc' }] } }}
      />
    </div>
  );
}
