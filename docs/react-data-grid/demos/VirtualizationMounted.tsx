import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { createSheetColumns, createSheetRows, useMountedCounts } from './virtualizationData';

// One full page of the free grid (100 rows) and 201 columns (Row + 200 numbers): 20,100 cells.
const rows = createSheetRows(100);
const columns = createSheetColumns(200);

export default function VirtualizationMounted() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const mounted = useMountedCounts(containerRef);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        In the DOM now: {mounted.rows} of {rows.length} rows, {mounted.cells.toLocaleString()} of{' '}
        {(rows.length * columns.length).toLocaleString()} cells
      </Typography>
      <div ref={containerRef} style={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
