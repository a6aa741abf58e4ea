import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(8);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140, editable: true },
  {
    field: 'quantity',
    headerName: 'Quantity',
    type: 'number',
    width: 100,
    editable: true,
  },
];

// Stands in for a request to your server: refuses quantities it cannot ship.
function saveOrder(order: Order): Promise<Order> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!Number.isInteger(order.quantity) || order.quantity < 1) {
        reject(
          new Error(
            `${order.orderNumber}: the quantity must be a whole number above 0`,
          ),
        );
      } else {
        resolve(order);
      }
    }, 500);
  });
}

export default function ClipboardPastePersist() {
  const [status, setStatus] = React.useState(
    'Copy Quantity cells, then paste them over others.',
  );
  const errors = React.useRef<string[]>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert
        severity={errors.current.length > 0 ? 'error' : 'info'}
        aria-live="polite"
      >
        {status}
      </Alert>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          processRowUpdate={saveOrder}
          onProcessRowUpdateError={(error: Error) =>
            errors.current.push(error.message)
          }
          onClipboardPasteStart={({ data }) => {
            errors.current = [];
            setStatus(`Saving ${data.length} pasted row(s)…`);
          }}
          onClipboardPasteEnd={() =>
            setStatus(
              errors.current.length > 0
                ? `Saved with errors. ${errors.current.join('. ')}.`
                : 'All pasted rows were saved.',
            )
          }
        />
      </div>
    </Stack>
  );
}
