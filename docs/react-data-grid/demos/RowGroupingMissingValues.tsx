import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

interface Shipment extends Order {
  carrier: string | null;
}

// Pending orders have no carrier yet.
const rows: Shipment[] = getOrders(24).map((order) => ({
  ...order,
  carrier: order.status === 'Pending' ? null : ['Parcelio', 'SwiftPost', 'Northline'][order.id % 3]!,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
];

export default function RowGroupingMissingValues() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['carrier'] },
          columns: { columnVisibilityModel: { carrier: false } },
          // Descending: the carrier groups first, the orders without a carrier after them.
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
      />
    </div>
  );
}
