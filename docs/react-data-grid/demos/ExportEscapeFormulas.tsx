import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getOrders } from '@site/src/demo-data';

// Notes typed by customers: a spreadsheet would run the first one as a formula.
const notes = [
  '=HYPERLINK("https://example.com","Refund")',
  '+44 20 7946 0000',
  '@reception',
];
const adjustments = [-25, 0, 12.5];
const rows = getOrders(3).map((order, index) => ({
  ...order,
  note: notes[index],
  adjustment: adjustments[index],
}));

type Row = (typeof rows)[number];

const columns: GridColDef<Row>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'adjustment', headerName: 'Adjustment', type: 'number', width: 110 },
  { field: 'note', headerName: 'Customer note', flex: 1, minWidth: 340 },
];

export default function ExportEscapeFormulas() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '');
  }, [apiRef, escapeFormulas]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={escapeFormulas}
            onChange={(event) => setEscapeFormulas(event.target.checked)}
          />
        }
        label="escapeFormulas"
      />
      <div style={{ height: 250, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <pre
        dir="ltr"
        aria-label="CSV text"
        style={{ margin: 0, fontSize: 13, overflowX: 'auto' }}
      >
        {csv}
      </pre>
    </Stack>
  );
}
