import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getQuotes, getSpareQuotes, type Quote } from './rowUpdatesData';

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
];

export default function RowUpdatesSetRows() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Quote[]>(() => getQuotes(4));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setRows(getSpareQuotes(4))}
        >
          Replace with setRows
        </Button>
        {/* A new array for the rows prop: the grid drops what the API changed. */}
        <Button size="small" onClick={() => setRows((prev) => [...prev])}>
          Pass a new rows prop
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
