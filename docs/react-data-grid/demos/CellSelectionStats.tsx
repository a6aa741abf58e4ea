import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

type Stats = { cells: number; numbers: number; sum: number };

export default function CellSelectionStats() {
  const apiRef = useGridApiRef();
  const [stats, setStats] = React.useState<Stats>({ cells: 0, numbers: 0, sum: 0 });

  // Like a spreadsheet status bar: count the selected cells and add up the numeric ones.
  const updateStats = () => {
    const api = apiRef.current;
    if (!api) return;
    const next: Stats = { cells: 0, numbers: 0, sum: 0 };
    api.getSelectedCellsAsArray().forEach(({ id, field }) => {
      const value = api.getCellValue(id, field);
      next.cells += 1;
      if (typeof value === 'number') {
        next.numbers += 1;
        next.sum += value;
      }
    });
    setStats(next);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.selectCellRange({ id: 1, field: 'quantity' }, { id: 5, field: 'total' })
          }
        >
          Select Qty to Total, rows 1 to 5
        </Button>
      </div>
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          onCellSelectionModelChange={updateStats}
        />
      </div>
      <Typography variant="body2" aria-live="polite">
        Cells: {stats.cells} · Sum: {stats.sum.toFixed(2)} · Average:{' '}
        {stats.numbers ? (stats.sum / stats.numbers).toFixed(2) : '–'}
      </Typography>
    </Stack>
  );
}
