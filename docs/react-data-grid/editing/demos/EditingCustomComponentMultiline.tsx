import * as React from 'react';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

type OrderWithNote = Order & { note: string };

const rows: OrderWithNote[] = getOrders(10).map((order, index) => ({
  ...order,
  note: index % 3 === 0 ? 'Call before delivery.\nDock B only.' : '',
}));

function NoteEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<OrderWithNote, string>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    // Shift+Enter adds a line. Stopping the event keeps the grid from treating it as "save".
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <div ref={setAnchor} style={{ width: '100%', height: '100%' }}>
      {anchor && (
        <Popper open anchorEl={anchor} placement="bottom-start" style={{ zIndex: 1300 }}>
          <Paper elevation={4} sx={{ width: anchor.offsetWidth, p: 1 }}>
            <InputBase
              multiline
              minRows={3}
              fullWidth
              autoFocus={hasFocus}
              value={value ?? ''}
              onChange={(event) =>
                apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)
              }
              onKeyDown={handleKeyDown}
              inputProps={{ 'aria-label': 'Delivery note' }}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<OrderWithNote>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'note',
    headerName: 'Delivery note',
    width: 260,
    editable: true,
    // Show only the first line while not editing.
    valueFormatter: (value: string) => value.split('\n')[0],
    renderEditCell: (params) => <NoteEditCell {...params} />,
  },
  { field: 'customer', headerName: 'Customer', width: 160 },
];

export default function EditingCustomComponentMultiline() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
