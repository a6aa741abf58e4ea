import * as React from 'react';
import {
  DataGrid,
  GridActionsCellItem,
  GridCheckIcon,
  GridColDef,
  GridDeleteIcon,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const initialRows = getOrders(10);

export default function ColumnDefinitionActions() {
  const [rows, setRows] = React.useState<Order[]>(initialRows);
  const nextId = React.useRef(1000);

  // The columns read state setters, so they are memoized inside the component.
  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'orderNumber', headerName: 'Order', width: 110 },
      { field: 'product', headerName: 'Product', width: 140 },
      { field: 'status', headerName: 'Status', width: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="delete"
            icon={<GridDeleteIcon />}
            label={`Delete ${row.orderNumber}`}
            onClick={() => setRows((prev) => prev.filter((r) => r.id !== id))}
          />,
          <GridActionsCellItem
            key="deliver"
            showInMenu
            icon={<GridCheckIcon />}
            label="Mark as delivered"
            disabled={row.status === 'Delivered'}
            onClick={() =>
              setRows((prev) =>
                prev.map((r) => (r.id === id ? { ...r, status: 'Delivered' } : r)),
              )
            }
          />,
          <GridActionsCellItem
            key="copy"
            showInMenu
            label="Duplicate"
            onClick={() => {
              nextId.current += 1;
              const copy = {
                ...row,
                id: nextId.current,
                orderNumber: `ORD-${nextId.current}`,
              };
              setRows((prev) => [...prev, copy]);
            }}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
