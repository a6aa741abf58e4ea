import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getOrders } from '@site/src/demo-data';

const NOTES = [
  'Gift wrap',
  'Leave at the front desk',
  'Call before delivery',
  'Fragile',
];

const rows = getOrders(10).map((order, index) => ({
  ...order,
  note: NOTES[index % NOTES.length],
}));

type Row = (typeof rows)[number];

export default function ColumnSpanningFixedCount() {
  const [wideNotes, setWideNotes] = React.useState(true);
  const [showCategory, setShowCategory] = React.useState(true);

  const columns = React.useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'orderNumber', headerName: 'Order', width: 110 },
      // A number applies to every cell of the column.
      { field: 'note', headerName: 'Note', width: 130, colSpan: wideNotes ? 3 : 1 },
      { field: 'category', headerName: 'Category', width: 120 },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
      { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
      { field: 'total', headerName: 'Total', type: 'number', width: 100 },
    ],
    [wideNotes],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={wideNotes}
              onChange={(e) => setWideNotes(e.target.checked)}
            />
          }
          label="Notes span 3 columns"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showCategory}
              onChange={(e) => setShowCategory(e.target.checked)}
            />
          }
          label="Show Category"
        />
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={{ category: showCategory }}
          showCellVerticalBorder
        />
      </div>
    </Stack>
  );
}
