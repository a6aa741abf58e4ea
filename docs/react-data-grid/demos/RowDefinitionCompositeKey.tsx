import { DataGrid, GridColDef, GridRowIdGetter } from '@mui/x-data-grid';

// One record per product and warehouse: neither field is unique on its own.
interface StockLevel {
  warehouse: string;
  sku: string;
  product: string;
  onHand: number;
}

const rows: StockLevel[] = [
  { warehouse: 'Lyon', sku: 'LMP-01', product: 'Desk lamp', onHand: 48 },
  { warehouse: 'Lyon', sku: 'CBL-07', product: 'HDMI cable', onHand: 310 },
  { warehouse: 'Porto', sku: 'LMP-01', product: 'Desk lamp', onHand: 12 },
  { warehouse: 'Porto', sku: 'KBD-22', product: 'Keyboard', onHand: 75 },
  { warehouse: 'Leeds', sku: 'CBL-07', product: 'HDMI cable', onHand: 0 },
  { warehouse: 'Leeds', sku: 'KBD-22', product: 'Keyboard', onHand: 31 },
];

// Join the two fields with a character that cannot appear in either of them.
const getRowId: GridRowIdGetter<StockLevel> = (row) => `${row.warehouse}|${row.sku}`;

const columns: GridColDef<StockLevel>[] = [
  {
    field: 'rowId',
    headerName: 'Row id',
    width: 130,
    // Not stored on the row: shows the id the grid derived from it.
    valueGetter: (_value, row) => getRowId(row),
  },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 90 },
];

export default function RowDefinitionCompositeKey() {
  return (
    <div style={{ height: 430, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} />
    </div>
  );
}
