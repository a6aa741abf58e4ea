import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getInvoiceLines, type InvoiceLine } from './rowSpanningData';

const rows = getInvoiceLines();

export default function RowSpanningDates() {
  const [byDay, setByDay] = React.useState(false);

  const columns = React.useMemo<GridColDef<InvoiceLine>[]>(
    () => [
      {
        field: 'issued',
        headerName: 'Issued on',
        type: 'date',
        width: 120,
        // Dates are objects, so equal days are still different values.
        // Comparing a number turns them into equal keys.
        rowSpanValueGetter: byDay ? (value: Date) => value.getTime() : undefined,
      },
      { field: 'invoice', headerName: 'Invoice', width: 100 },
      { field: 'item', headerName: 'Item', width: 140 },
    ],
    [byDay],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={byDay} onChange={(event) => setByDay(event.target.checked)} />}
        label="Compare dates by their time value"
      />
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder />
      </div>
    </Stack>
  );
}
