import * as React from 'react';
import { DataGrid, GridColDef, GridSortModel } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const SERVER_DATA = getOrders(30);

function compareOrders(a: Order, b: Order, field: keyof Order): number {
  const x = a[field];
  const y = b[field];
  if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x).localeCompare(String(y));
}

// Stands in for a request to your API: the "server" sorts, then answers after a short delay.
function fetchOrders(sortModel: GridSortModel): Promise<Order[]> {
  return new Promise((resolve) => {
    setTimeout(() => {
      const item = sortModel[0];
      if (!item?.sort) return resolve(SERVER_DATA);
      const sign = item.sort === 'asc' ? 1 : -1;
      const field = item.field as keyof Order;
      resolve([...SERVER_DATA].sort((a, b) => sign * compareOrders(a, b, field)));
    }, 800);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
  { field: 'orderDate', headerName: 'Ordered on', type: 'date', width: 120 },
];

export default function SimulatedServerSort() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true; // ignore answers to requests that a newer sort replaced
    setLoading(true);
    fetchOrders(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
      />
    </div>
  );
}
