import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { getInvoiceLines, type InvoiceLine } from './rowSpanningData';

const rows = getInvoiceLines();

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'invoice', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'item', headerName: 'Item', width: 140 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
];

export default function RowSpanningBasic() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder />
    </div>
  );
}
