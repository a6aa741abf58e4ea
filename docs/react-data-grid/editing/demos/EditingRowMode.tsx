import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, ORDER_STATUSES, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...ORDER_STATUSES],
    width: 130,
    editable: true,
  },
  { field: 'orderDate', headerName: 'Ordered on', type: 'date', width: 130, editable: true },
];

export default function EditingRowMode() {
  const [lastSaved, setLastSaved] = React.useState<Order | null>(null);

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1, minHeight: 20 }}>
        {lastSaved
          ? `Saved ${lastSaved.orderNumber}: ${lastSaved.customer}, qty ${lastSaved.quantity}, ${lastSaved.status}`
          : 'No row saved yet.'}
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          processRowUpdate={(newRow: Order) => {
            setLastSaved(newRow);
            return newRow;
          }}
        />
      </div>
    </div>
  );
}
