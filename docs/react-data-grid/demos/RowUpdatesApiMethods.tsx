import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getQuotes, getSpareQuotes, type Quote } from './rowUpdatesData';

const rows = getQuotes(5);
const spares = getSpareQuotes(5);

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

export default function RowUpdatesApiMethods() {
  const apiRef = useGridApiRef();
  const nextSpare = React.useRef(0);

  const insertRow = () => {
    const quote = spares[nextSpare.current % spares.length];
    nextSpare.current += 1;
    // An id the grid does not know yet: the row is added at the end.
    if (quote) apiRef.current?.updateRows([quote]);
  };
  const updatePrice = () => {
    // A known id: only the fields you pass change, the others are kept.
    apiRef.current?.updateRows([{ id: 'ALPN', price: 100 }]);
  };
  const deleteLast = () => {
    const ids = apiRef.current?.getAllRowIds() ?? [];
    const lastId = ids[ids.length - 1];
    if (lastId !== undefined) apiRef.current?.updateRows([{ id: lastId, _action: 'delete' }]);
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={insertRow}>
          Insert a quote
        </Button>
        <Button size="small" variant="outlined" onClick={updatePrice}>
          Set ALPN to 100
        </Button>
        <Button size="small" onClick={deleteLast}>
          Delete last row
        </Button>
      </Stack>
      <div style={{ height: 350, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
