import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, gridClasses, useGridApiRef } from '@mui/x-data-grid';
import { getReviews, type Review } from './rowHeightData';

const rows = getReviews(20);

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 70 },
  { field: 'text', headerName: 'Review', flex: 1, minWidth: 220 },
];

const fitToContent = () => 'auto' as const;
// Used until a row has been rendered and measured.
const estimateHeight = () => 90;

export default function RowHeightAuto() {
  const [auto, setAuto] = React.useState(true);
  const apiRef = useGridApiRef();

  // The grid keeps the heights it measured; forget them so rows take the new rule.
  React.useEffect(() => {
    apiRef.current?.resetRowHeights();
  }, [auto, apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={auto}
            onChange={(event) => setAuto(event.target.checked)}
          />
        }
        label="Fit rows to their content"
      />
      <div style={{ height: 460, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          getRowHeight={auto ? fitToContent : undefined}
          getEstimatedRowHeight={auto ? estimateHeight : undefined}
          sx={{
            // Measured rows have no vertical padding by default; give the text some air.
            [`& .${gridClasses['row--dynamicHeight']} > .${gridClasses.cell}`]: {
              py: 1,
            },
          }}
        />
      </div>
    </Stack>
  );
}
