import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(6);

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', width: 140, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    // "$1,234.50" -> 1234.5; text that is not a price is skipped.
    pastedValueParser: (text) => {
      const value = Number(text.replace(/[$,\s]/g, ''));
      return text.trim() === '' || Number.isNaN(value) ? undefined : value;
    },
  },
  {
    field: 'orderDate',
    headerName: 'Order date',
    type: 'date',
    width: 120,
    editable: true,
    // Day first, as in "15/03/2024", read as a local date.
    pastedValueParser: (text) => {
      const match = text.trim().match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
      return match
        ? new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1]))
        : undefined;
    },
  },
];

// Accept tab-separated text (spreadsheets) and semicolon-separated text (CSV from Europe).
function splitPastedText(text: string): string[][] {
  const lines = text.replace(/(\r\n|\n|\r)$/, '').split(/\r\n|\n|\r/);
  const delimiter = lines[0]?.includes('\t') ? '\t' : ';';
  return lines.map((line) => line.split(delimiter));
}

const sample =
  'Desk lamp;$1,234.50;15/03/2024\nBookshelf;$89;31/12/2024\nRug;free;someday';

export default function ClipboardPasteParsing() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        label="Sample rows to copy (semicolon-separated)"
        multiline
        fullWidth
        defaultValue={sample}
        slotProps={{
          htmlInput: {
            readOnly: true,
            dir: 'ltr',
            style: { fontFamily: 'monospace', whiteSpace: 'pre', overflowX: 'auto' },
          },
        }}
      />
      <div style={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
          splitClipboardPastedText={splitPastedText}
        />
      </div>
    </Stack>
  );
}
