import {
  DataGridPremium,
  GridColDef,
  GridInitialState,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(200);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'category' }],
      columns: [{ field: 'country', sort: 'asc' }],
      values: [
        { field: 'quantity', aggFunc: 'sum' },
        { field: 'total', aggFunc: 'sum' },
      ],
    },
  },
};

export default function PivotStickyGroups() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        sx={{
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainer':
            {
              overflow: 'visible',
            },
          '& .MuiDataGrid-columnHeader--filledGroup .MuiDataGrid-columnHeaderTitleContainerContent':
            {
              position: 'sticky',
              insetInlineStart: 0,
            },
        }}
      />
    </div>
  );
}
