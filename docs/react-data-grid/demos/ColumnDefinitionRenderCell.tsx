import Chip, { type ChipProps } from '@mui/material/Chip';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order, type OrderStatus } from '@site/src/demo-data';

const rows = getOrders(12);

const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  Pending: 'default',
  Processing: 'info',
  Shipped: 'primary',
  Delivered: 'success',
  Cancelled: 'error',
};

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // The cell shows a chip; sorting, filtering and export still use the status text.
    renderCell: (params) => (
      <Chip
        size="small"
        variant="outlined"
        label={params.value}
        color={STATUS_COLOR[params.row.status]}
      />
    ),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    renderHeader: () => (
      <span>
        Total <small style={{ opacity: 0.7 }}>(USD)</small>
      </span>
    ),
  },
  { field: 'customer', headerName: 'Customer', width: 170 },
];

export default function ColumnDefinitionRenderCell() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
