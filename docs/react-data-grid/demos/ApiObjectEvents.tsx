import * as React from 'react';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ApiObjectEvents() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const add = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 5));
    // Each subscription returns the function that ends it.
    const unsubscribers = [
      api.subscribeEvent('cellClick', (params) => add(`cellClick: ${params.field} of row ${params.id}`)),
      api.subscribeEvent('columnWidthChange', (params) =>
        add(`columnWidthChange: ${params.colDef.field} is ${Math.round(params.width)} px`),
      ),
      api.subscribeEvent('paginationModelChange', (model) =>
        add(`paginationModelChange: page ${model.page + 1}, ${model.pageSize} rows`),
      ),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef]);

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[5, 10]}
        />
      </div>
      <ol aria-label="Grid events, newest first" style={{ minHeight: 120, marginTop: 8 }}>
        {log.map((entry, index) => (
          <li key={log.length - index}>{entry}</li>
        ))}
      </ol>
    </div>
  );
}
