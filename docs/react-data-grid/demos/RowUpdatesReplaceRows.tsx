import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { createPriceMover, getQuotes, type Quote } from './rowUpdatesData';

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'change', headerName: 'Change %', type: 'number', width: 100 },
];

export default function RowUpdatesReplaceRows() {
  const [rows, setRows] = React.useState<Quote[]>(() => getQuotes(6));
  const [movePrice] = React.useState(() => createPriceMover(21));

  // A new array with a new object for every row: the grid rebuilds its rows from it.
  const refresh = () => setRows((prev) => prev.map(movePrice));

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row">
        <Button size="small" variant="outlined" onClick={refresh}>
          Refresh prices
        </Button>
      </Stack>
      <div style={{ height: 350, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
