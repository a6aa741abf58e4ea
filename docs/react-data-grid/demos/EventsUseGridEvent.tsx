import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(10);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// A footer slot: it lives inside the grid, so it reaches the grid through the context.
function HoverFooter() {
  const apiRef = useGridApiContext();
  const [hovered, setHovered] = React.useState<string | null>(null);
  useGridEvent(apiRef, 'rowMouseEnter', (params) =>
    setHovered(`${params.row.orderNumber}, ${params.row.customer}`),
  );
  useGridEvent(apiRef, 'rowMouseLeave', () => setHovered(null));
  return (
    <GridFooterContainer>
      <Box sx={{ px: 2, typography: 'body2' }} role="status">
        {hovered ? `Pointing at ${hovered}` : 'Point at a row'}
      </Box>
    </GridFooterContainer>
  );
}

export default function EventsUseGridEvent() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: HoverFooter }} />
    </div>
  );
}
