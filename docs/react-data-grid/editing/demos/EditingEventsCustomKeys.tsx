import * as React from 'react';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  GridColDef,
  GridEventListener,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(10);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'country', headerName: 'Country', width: 110, editable: true },
];

export default function EditingEventsCustomKeys() {
  const apiRef = useGridApiRef();

  // F2 opens the focused cell with its current value, as in a spreadsheet.
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'F2' && params.isEditable && params.cellMode === GridCellModes.View) {
      event.preventDefault();
      apiRef.current?.startCellEditMode({ id: params.id, field: params.field });
    }
  };

  // Enter saves but leaves the focus on the same cell instead of moving it down.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.enterKeyDown) {
      event.defaultMuiPrevented = true;
      apiRef.current?.stopCellEditMode({ id: params.id, field: params.field });
    }
  };

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onCellKeyDown={handleCellKeyDown}
        onCellEditStop={handleCellEditStop}
      />
    </div>
  );
}
