import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridColDef, GridSortModel } from '@mui/x-data-grid-pro';
import { getBacklog, type BacklogItem } from './rowOrderingData';

const backlog = getBacklog();

const columns: GridColDef<BacklogItem>[] = [
  { field: 'title', headerName: 'Story', width: 220 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

export default function RowOrderingWhenSorted() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'points', sort: 'desc' },
  ]);
  const sorted = sortModel.length > 0;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={!sorted} onClick={() => setSortModel([])}>
          Clear sort
        </Button>
        <Box sx={{ typography: 'body2' }} role="status">
          {sorted ? 'Sorted: drag handles are off.' : 'Unsorted: drag handles are on.'}
        </Box>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rowReordering
          rows={backlog}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
        />
      </div>
    </Stack>
  );
}
