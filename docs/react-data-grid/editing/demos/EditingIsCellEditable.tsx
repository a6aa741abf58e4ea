import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridCellParams, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

// Orders that have left the warehouse can no longer change.
const isClosed = (order: Order) =>
  order.status === 'Delivered' || order.status === 'Cancelled';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  // Never editable, whatever isCellEditable returns.
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function EditingIsCellEditable() {
  const [readOnly, setReadOnly] = React.useState(false);

  const isCellEditable = React.useCallback(
    (params: GridCellParams<Order>) => !readOnly && !isClosed(params.row),
    [readOnly],
  );

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />
        }
        label="Read-only grid"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          isCellEditable={isCellEditable}
          getRowClassName={(params) => (isClosed(params.row) ? 'order--closed' : '')}
          sx={{ '& .order--closed': { color: 'text.disabled' } }}
        />
      </div>
    </div>
  );
}
