import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridRowId,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'status', headerName: 'Status' },
];

// The checkbox column is not drawn in list view, so each card brings its own box.
function PickBox({ id, label }: { id: GridRowId; label: string }) {
  const apiRef = useGridApiContext();
  const picked = useGridSelector(apiRef, gridRowSelectionIdsSelector).has(id);
  return (
    <Checkbox
      checked={picked}
      onChange={(event) => apiRef.current.selectRow(id, event.target.checked)}
      slotProps={{ input: { 'aria-label': `Select ${label}` } }}
    />
  );
}

const listViewColumn: GridListViewColDef<Order> = {
  field: 'order',
  display: 'flex',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <PickBox id={row.id} label={row.orderNumber} />
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {row.orderNumber} · {row.status}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {row.customer}
        </Typography>
      </Stack>
    </Stack>
  ),
};

export default function ListViewSelection() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={60}
        disableRowSelectionOnClick
      />
    </div>
  );
}
