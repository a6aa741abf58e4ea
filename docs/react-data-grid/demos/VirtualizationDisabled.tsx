import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createSheetColumns, createSheetRows, useMountedCounts } from './virtualizationData';

const rows = createSheetRows(100);
const columns = createSheetColumns(40);

export default function VirtualizationDisabled() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const mounted = useMountedCounts(containerRef);
  const [disableVirtualization, setDisableVirtualization] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableVirtualization}
            onChange={(event) => setDisableVirtualization(event.target.checked)}
          />
        }
        label="disableVirtualization"
      />
      <Typography variant="body2" aria-live="polite">
        In the DOM: {mounted.rows} rows, {mounted.cells.toLocaleString()} cells
      </Typography>
      <div ref={containerRef} style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density="compact"
          disableVirtualization={disableVirtualization}
        />
      </div>
    </Stack>
  );
}
