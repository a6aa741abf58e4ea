import * as React from 'react';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function SortModelChangeLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  // The event behind onSortModelChange, heard through the API; the returned function unsubscribes.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('sortModelChange', (model) => {
        const text = model.length === 0 ? 'cleared' : model.map((item) => `${item.field} ${item.sort}`).join(', ');
        setLog((previous) => [text, ...previous].slice(0, 4));
      }),
    [apiRef],
  );

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
      <ol aria-label="Sort model changes, newest first" style={{ minHeight: 96, marginTop: 8 }}>
        {log.map((entry, index) => (
          <li key={log.length - index}>{entry}</li>
        ))}
      </ol>
    </div>
  );
}
