import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import {
  createSheetColumns,
  createSheetRows,
  useMountedCounts,
  type SheetRow,
} from './virtualizationData';

const NOTES = [
  'Checked.',
  'Figures copied from the March report, still waiting for the final numbers from finance.',
  'Outlier: confirm with the regional team before publishing.',
  'Two suppliers merged this quarter, so this line combines both of their totals.',
];

const rows = createSheetRows(100);
const columns: GridColDef<SheetRow>[] = [
  {
    field: 'notes',
    headerName: 'Notes',
    width: 180,
    valueGetter: (_value, row) => NOTES[row.id % NOTES.length],
    cellClassName: 'wrapping-cell',
  },
  ...createSheetColumns(80),
];

export default function VirtualizationAutoRowHeight() {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const mounted = useMountedCounts(containerRef);
  const [virtualizeColumns, setVirtualizeColumns] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={virtualizeColumns}
            onChange={(event) => setVirtualizeColumns(event.target.checked)}
          />
        }
        label="Virtualize columns too"
      />
      <Typography variant="body2" aria-live="polite">
        In the DOM: {mounted.rows} rows, {mounted.cells.toLocaleString()} cells
      </Typography>
      <div ref={containerRef} style={{ height: 400, width: '100%' }}>
        {/* The key remounts the grid so the switch applies without scrolling first. */}
        <DataGrid
          key={String(virtualizeColumns)}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          virtualizeColumnsWithAutoRowHeight={virtualizeColumns}
          sx={{ '& .wrapping-cell': { whiteSpace: 'normal', lineHeight: 1.4, py: 1 } }}
        />
      </div>
    </Stack>
  );
}
