import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridColDef,
  GridEventListener,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(10);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100, editable: true },
];

export default function EditingEventsKeepOpen() {
  const [keepOpen, setKeepOpen] = React.useState(true);

  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    // Only an explicit key press ends editing: Enter or Tab to save, Escape to cancel.
    if (keepOpen && params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={keepOpen} onChange={(event) => setKeepOpen(event.target.checked)} />
        }
        label="Keep the editor open when focus leaves the cell"
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} onCellEditStop={handleCellEditStop} />
      </div>
    </div>
  );
}
