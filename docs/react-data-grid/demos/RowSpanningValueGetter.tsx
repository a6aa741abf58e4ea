import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getInvoiceLines, type InvoiceLine } from './rowSpanningData';

const rows = getInvoiceLines();

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoice', headerName: 'Invoice', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    width: 100,
    // Two invoices in a row can both be "Paid": only merge within one invoice.
    rowSpanValueGetter: (value, row) => `${row.invoice}:${value}`,
  },
  { field: 'item', headerName: 'Item', width: 140 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 70,
    // Equal quantities on neighbouring lines are a coincidence: never merge.
    rowSpanValueGetter: () => null,
  },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
];

export default function RowSpanningValueGetter() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder />
    </div>
  );
}
