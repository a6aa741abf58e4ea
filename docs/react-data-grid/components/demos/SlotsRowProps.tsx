import * as React from 'react';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 140 },
];

export default function SlotsRowProps() {
  const [hovered, setHovered] = React.useState<Order | null>(null);

  // Each row element carries its id in data-id.
  const handleMouseEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const id = Number(event.currentTarget.dataset.id);
    setHovered(rows.find((row) => row.id === id) ?? null);
  };

  return (
    <div style={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {hovered ? `${hovered.orderNumber}: ${hovered.quantity} × ${hovered.product}` : 'Point at a row'}
      </Typography>
      <div style={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slotProps={{
            // Extra props for every row of the default row component.
            row: { onMouseEnter: handleMouseEnter, onMouseLeave: () => setHovered(null) },
          }}
        />
      </div>
    </div>
  );
}
