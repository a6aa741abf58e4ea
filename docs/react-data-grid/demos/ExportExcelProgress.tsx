import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(5000);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ExportExcelProgress() {
  const [message, setMessage] = React.useState(
    'Export the 5,000 orders from the toolbar: Export, then Download as Excel.',
  );
  const startedAt = React.useRef(0);

  const handleStateChange = (state: 'pending' | 'finished') => {
    if (state === 'pending') {
      startedAt.current = performance.now();
      setMessage('Building the Excel file…');
    } else {
      const seconds = (performance.now() - startedAt.current) / 1000;
      setMessage(`The file was ready after ${seconds.toFixed(1)} s.`);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity="info" aria-live="polite">
        {message}
      </Alert>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          showToolbar
          onExcelExportStateChange={handleStateChange}
          slotProps={{ toolbar: { excelOptions: { fileName: 'orders-5000' } } }}
        />
      </div>
    </Stack>
  );
}
