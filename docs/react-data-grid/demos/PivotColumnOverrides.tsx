import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(150);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'category' }],
      columns: [{ field: 'customer', sort: 'asc' }],
      values: [
        { field: 'quantity', aggFunc: 'sum' },
        { field: 'total', aggFunc: 'sum' },
      ],
    },
  },
};

// Called for every generated value column, with the field it aggregates and
// the path of column group values above it, for example ['Blue Harbor'].
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (
  field,
  columnGroupPath,
) => ({
  headerName: field === 'quantity' ? 'Units' : 'Revenue',
  width: field === 'quantity' ? 80 : 110,
  headerClassName: columnGroupPath[0] === 'Blue Harbor' ? 'key-account' : undefined,
  cellClassName: columnGroupPath[0] === 'Blue Harbor' ? 'key-account' : undefined,
});

export default function PivotColumnOverrides() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        pivotingColDef={pivotingColDef}
        sx={{ '& .key-account': { backgroundColor: 'action.selected' } }}
      />
    </div>
  );
}
