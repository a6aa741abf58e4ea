import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';
import { getBacklog, type BacklogItem } from './rowOrderingData';

const columns: GridColDef<BacklogItem>[] = [
  { field: 'title', headerName: 'Story', width: 220 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

// Returns a new array with one item moved; the input stays untouched.
function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

export default function RowOrderingPersist() {
  const [items, setItems] = React.useState(() => getBacklog(8));
  const [lastMove, setLastMove] = React.useState('Drag a row by its handle.');

  const handleRowOrderChange = ({ row, oldIndex, targetIndex }: GridRowOrderChangeParams) => {
    setItems((previous) => moveItem(previous, oldIndex, targetIndex));
    setLastMove(`"${row.title}" moved from position ${oldIndex + 1} to ${targetIndex + 1}.`);
    // In an app, send the new order to your server here.
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ typography: 'body2' }} role="status">
        {lastMove}
      </Box>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        Saved order (ids): {items.map((item) => item.id).join(', ')}
      </Box>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rowReordering
          rows={items}
          columns={columns}
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </div>
    </Stack>
  );
}
