import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
  gridRowNodeSelector,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function GroupingRecipeRowClick() {
  const apiRef = useGridApiRef();

  const handleRowClick: DataGridPremiumProps['onRowClick'] = (params) => {
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={handleRowClick}
        // A click would otherwise also select the group and, through it, all its rows.
        disableRowSelectionOnClick
        initialState={{
          rowGrouping: { model: ['customer'] },
          columns: { columnVisibilityModel: { customer: false } },
        }}
        sx={{ '& .MuiDataGrid-row[aria-expanded]': { cursor: 'pointer' } }}
      />
    </div>
  );
}
