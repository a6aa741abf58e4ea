import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(25);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

export default function ExportPrint() {
  const apiRef = useGridApiRef();
  const [hideFooter, setHideFooter] = React.useState(true);
  const [includeCheckboxes, setIncludeCheckboxes] = React.useState(false);

  const print = () =>
    apiRef.current?.exportDataAsPrint({
      fileName: 'Open orders',
      hideToolbar: true,
      hideFooter,
      includeCheckboxes,
      // Styles for the printed page only: landscape, small margins, no colour fills.
      pageStyle:
        '@page { size: landscape; margin: 12mm; } .MuiDataGrid-root { background: none; }',
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Button variant="contained" size="small" onClick={print}>
          Print
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={hideFooter}
              onChange={(event) => setHideFooter(event.target.checked)}
            />
          }
          label="hideFooter"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeCheckboxes}
              onChange={(event) => setIncludeCheckboxes(event.target.checked)}
            />
          }
          label="includeCheckboxes"
        />
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
      </div>
    </Stack>
  );
}
