import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  GridColDef,
  GridRowParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <Box sx={{ px: 2, py: 1.5, typography: 'body2' }}>
    {row.customer} ordered {row.quantity} for ${row.total.toFixed(2)}.
  </Box>
);
const getDetailPanelHeight = () => 52;

export default function MasterDetailFromCode() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('Click any cell of a row to open its panel.');

  const openDelivered = () => {
    const ids = rows.filter((row) => row.status === 'Delivered').map((row) => row.id);
    apiRef.current?.setExpandedDetailPanels(new Set(ids));
  };

  const showOpen = () => {
    const open = apiRef.current?.getExpandedDetailPanels() ?? new Set();
    setReport(open.size ? `Open rows: ${[...open].join(', ')}` : 'No panel is open.');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={openDelivered}>
          Open delivered orders
        </Button>
        <Button size="small" variant="outlined" onClick={showOpen}>
          Which panels are open?
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setExpandedDetailPanels(new Set())}
        >
          Close all
        </Button>
      </Stack>
      <Box sx={{ typography: 'body2' }} role="status">
        {report}
      </Box>
      <div style={{ height: 380, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          onCellClick={(params) => {
            // The toggle cell already opens and closes the panel on its own.
            if (params.field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
              apiRef.current?.toggleDetailPanel(params.id);
            }
          }}
          disableRowSelectionOnClick
        />
      </div>
    </Stack>
  );
}
