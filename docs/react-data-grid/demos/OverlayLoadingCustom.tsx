import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridOverlay, GridSlotProps } from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

// Lets slotProps.loadingOverlay carry a `progress` value, with types.
declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    progress?: number;
  }
}

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// The slot receives everything in slotProps.loadingOverlay.
function ImportProgressOverlay({ progress = 0 }: GridSlotProps['loadingOverlay']) {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ width: '60%', maxWidth: 280 }}>
        <Typography variant="body2">Importing orders… {progress}%</Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Import progress"
        />
      </Stack>
    </GridOverlay>
  );
}

export default function OverlayLoadingCustom() {
  const [rows, setRows] = React.useState<Order[]>([]);
  const [progress, setProgress] = React.useState<number | null>(null);

  // Simulates an import that reports its progress, then delivers the rows.
  React.useEffect(() => {
    if (progress === null) return undefined;
    if (progress >= 100) {
      setRows(getOrders(15));
      setProgress(null);
      return undefined;
    }
    const timer = setTimeout(() => setProgress(progress + 10), 200);
    return () => clearTimeout(timer);
  }, [progress]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button
          size="small"
          variant="outlined"
          disabled={progress !== null}
          onClick={() => {
            setRows([]);
            setProgress(0);
          }}
        >
          Import orders
        </Button>
      </div>
      <div style={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={progress !== null}
          slots={{ loadingOverlay: ImportProgressOverlay }}
          slotProps={{ loadingOverlay: { progress: progress ?? 0 } }}
        />
      </div>
    </Stack>
  );
}
