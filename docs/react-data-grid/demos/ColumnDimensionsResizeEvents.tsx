import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
];

export default function ColumnDimensionsResizeEvents() {
  const [live, setLive] = React.useState('Drag a column separator.');
  const [saved, setSaved] = React.useState<string[]>([]);

  // Fires on every pointer move while dragging.
  const handleResize: GridEventListener<'columnResize'> = (params) => {
    setLive(`Resizing ${params.colDef.field}: ${Math.round(params.width)} px`);
  };

  // Fires once the width is committed: on release, after an autosize, or from the API.
  const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
    const entry = `${params.colDef.field} set to ${Math.round(params.width)} px`;
    setSaved((prev) => [entry, ...prev].slice(0, 3));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnResize={handleResize}
          onColumnWidthChange={handleWidthChange}
          showColumnVerticalBorder
        />
      </div>
      <Typography variant="body2">onColumnResize: {live}</Typography>
      <Typography variant="body2" aria-live="polite">
        onColumnWidthChange: {saved.length ? saved.join(' · ') : 'nothing yet'}
      </Typography>
    </Stack>
  );
}
