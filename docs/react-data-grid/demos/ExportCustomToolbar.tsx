import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  GridDownloadIcon,
  gridFilteredSortedRowIdsSelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(20);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// Our own format: the rows that pass the filters, as JSON.
function useDownloadJson() {
  const apiRef = useGridApiContext();
  return () => {
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      apiRef.current.getRow(id),
    );
    const blob = new Blob([JSON.stringify(data, null, 2)], {
      type: 'application/json',
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = 'orders.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href));
  };
}

function ExportToolbar() {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const downloadJson = useDownloadJson();
  const close = () => setOpen(false);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-controls={menuId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <GridDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <ExportCsv
          render={<MenuItem />}
          options={{ fileName: 'orders' }}
          onClick={close}
        >
          Download as CSV
        </ExportCsv>
        <MenuItem
          onClick={() => {
            downloadJson();
            close();
          }}
        >
          Download as JSON
        </MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function ExportCustomToolbar() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ExportToolbar }}
        showToolbar
      />
    </div>
  );
}
