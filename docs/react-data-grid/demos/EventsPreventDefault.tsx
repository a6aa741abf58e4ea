import * as React from 'react';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridRenderCellParams,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

// Shipped orders can no longer be changed.
const isLocked = (row: Order) =>
  row.status === 'Shipped' || row.status === 'Delivered';

const rows = getOrders(10);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'quantity',
    headerName: 'Qty (editable)',
    type: 'number',
    width: 130,
    editable: true,
    renderCell: ({ row, value }: GridRenderCellParams<Order, number>) =>
      isLocked(row) ? `${value} (locked)` : value,
  },
];

// The keys that start editing a cell. Arrows and Tab keep their default reaction, so
// keyboard users can still move through locked rows.
const startsEditing = (key: string) =>
  key === 'Enter' ||
  key === 'F2' ||
  key === 'Backspace' ||
  key === 'Delete' ||
  key.length === 1;

export default function EventsPreventDefault() {
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (isLocked(params.row) && startsEditing(event.key)) {
      event.defaultMuiPrevented = true;
    }
  };
  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (
    params,
    event,
  ) => {
    if (isLocked(params.row)) event.defaultMuiPrevented = true;
  };

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onCellKeyDown={handleCellKeyDown}
        onCellDoubleClick={handleCellDoubleClick}
        hideFooter
      />
    </div>
  );
}
