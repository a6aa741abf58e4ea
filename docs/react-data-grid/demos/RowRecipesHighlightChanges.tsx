import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';
import { createRandom, getOrders, type Order } from '@site/src/demo-data';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function RowRecipesHighlightChanges() {
  const [rows, setRows] = React.useState(() => getOrders(12));
  const [changedIds, setChangedIds] = React.useState<ReadonlySet<GridRowId>>(
    () => new Set(),
  );
  const random = React.useRef(createRandom(7));

  const changeSomeRows = () => {
    const next = random.current;
    // Two different rows among the first six, so the change is on screen.
    const first = Math.floor(next() * 6);
    const second = (first + 1 + Math.floor(next() * 5)) % 6;
    // Draw the new quantities here, so the state updater below stays pure.
    const steps = new Map(
      rows
        .filter((_, index) => index === first || index === second)
        .map((row) => [row.id, 1 + Math.floor(next() * 4)] as const),
    );
    setRows((previous) =>
      previous.map((row) => {
        const step = steps.get(row.id);
        return step ? { ...row, quantity: row.quantity + step } : row;
      }),
    );
    setChangedIds(new Set(steps.keys()));
  };

  // Clear the highlight after a moment; the CSS transition fades it out.
  React.useEffect(() => {
    if (changedIds.size === 0) return undefined;
    const timer = setTimeout(() => setChangedIds(new Set()), 1500);
    return () => clearTimeout(timer);
  }, [changedIds]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={changeSomeRows}>
          Receive an update
        </Button>
      </div>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowClassName={({ id }) => (changedIds.has(id) ? 'row-changed' : '')}
          hideFooter
          sx={(theme) => ({
            '& .MuiDataGrid-row': { transition: 'background-color 600ms' },
            // Hover and selection have rules of their own, which would otherwise win.
            '& .row-changed, & .row-changed:hover, & .row-changed.Mui-selected, & .row-changed.Mui-selected:hover':
              {
                backgroundColor: alpha(theme.palette.warning.main, 0.3),
                transition: 'none',
              },
            '@media (prefers-reduced-motion: reduce)': {
              '& .MuiDataGrid-row': { transition: 'none' },
            },
          })}
        />
      </div>
    </Stack>
  );
}
