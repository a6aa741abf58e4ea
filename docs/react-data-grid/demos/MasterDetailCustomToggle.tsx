import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  GridColDef,
  GridExpandMoreIcon,
  GridRenderCellParams,
  GridRowParams,
  gridDetailPanelExpandedRowIdsSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

// Only cancelled orders have a note to show.
const hasNote = (order: Order) => order.status === 'Cancelled';

function ToggleCell({ id, row }: GridRenderCellParams<Order>) {
  const apiRef = useGridApiContext();
  // Read the open panels from the grid state, so the cell updates when they change.
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  const isOpen = expandedIds.has(id);
  if (!hasNote(row)) {
    return null;
  }
  // No onClick: the grid toggles the panel when a click lands inside this cell's content.
  return (
    <IconButton
      size="small"
      tabIndex={-1}
      aria-expanded={isOpen}
      aria-label={isOpen ? 'Hide cancellation note' : 'Show cancellation note'}
    >
      <GridExpandMoreIcon
        fontSize="inherit"
        style={{
          transform: isOpen ? 'rotate(180deg)' : 'none',
          transition: 'transform 150ms',
        }}
      />
    </IconButton>
  );
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  // Listing the toggle column yourself puts it where you want it, here last.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Note',
    renderCell: (params) => <ToggleCell {...params} />,
  },
];

const fitContent = () => 'auto' as const;

const renderNote = ({ row }: GridRowParams<Order>) =>
  hasNote(row) ? (
    <Box sx={{ px: 2, py: 1.5, typography: 'body2' }}>
      {row.customer} cancelled {row.orderNumber} before it left the warehouse. The
      card was refunded in full (${row.total.toFixed(2)}).
    </Box>
  ) : null;

export default function MasterDetailCustomToggle() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        rows={rows}
        getDetailPanelHeight={fitContent}
        getDetailPanelContent={renderNote}
      />
    </div>
  );
}
