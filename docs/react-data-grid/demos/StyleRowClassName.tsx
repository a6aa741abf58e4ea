import { DataGrid, GridColDef, GridRowClassNameParams } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// One class per row, chosen from the row's data.
const getRowClassName = ({ row }: GridRowClassNameParams<Order>) => {
  if (row.status === 'Cancelled') return 'order--cancelled';
  if (row.status === 'Delivered') return 'order--delivered';
  return '';
};

export default function StyleRowClassName() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        density="compact"
        checkboxSelection
        sx={(theme) => ({
          '& .order--cancelled': {
            color: (theme.vars || theme).palette.text.secondary,
            textDecoration: 'line-through',
          },
          '& .order--delivered': {
            backgroundColor: theme.alpha((theme.vars || theme).palette.success.main, 0.12),
          },
        })}
      />
    </div>
  );
}
