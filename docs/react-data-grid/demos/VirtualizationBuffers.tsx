import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createSheetColumns, createSheetRows, useMountedCounts } from './virtualizationData';

const rows = createSheetRows(100);
const columns = createSheetColumns(200);

export default function VirtualizationBuffers() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const mounted = useMountedCounts(containerRef);
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography id="row-buffer-label" variant="body2">
        rowBufferPx: {rowBufferPx}
      </Typography>
      <Slider
        aria-labelledby="row-buffer-label"
        value={rowBufferPx}
        onChange={(_, value) => setRowBufferPx(value as number)}
        min={0}
        max={1000}
        step={50}
        sx={{ maxWidth: 320 }}
      />
      <Typography id="column-buffer-label" variant="body2">
        columnBufferPx: {columnBufferPx}
      </Typography>
      <Slider
        aria-labelledby="column-buffer-label"
        value={columnBufferPx}
        onChange={(_, value) => setColumnBufferPx(value as number)}
        min={0}
        max={1000}
        step={50}
        sx={{ maxWidth: 320 }}
      />
      <Typography variant="body2" aria-live="polite">
        In the DOM: {mounted.rows} rows, {mounted.cells.toLocaleString()} cells
      </Typography>
      <div ref={containerRef} style={{ height: 360, width: '100%' }}>
        {/* The key remounts the grid so that a new buffer applies at once. */}
        <DataGrid
          key={`${rowBufferPx}-${columnBufferPx}`}
          rows={rows}
          columns={columns}
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
        />
      </div>
    </Stack>
  );
}
