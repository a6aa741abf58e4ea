import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Row', width: 70 },
  ...Array.from({ length: 20 }, (_, index) => ({
    field: `c${index + 1}`,
    headerName: `C${index + 1}`,
    width: 90,
    valueGetter: (_value: unknown, row: { id: number }) => row.id * (index + 1),
  })),
];
const rows = Array.from({ length: 100 }, (_, index) => ({ id: index + 1 }));

export default function ScrollingPosition() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState({ top: 0, left: 0 });

  // Fires for every scroll, by the user or from code.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) =>
        setPosition({ top: Math.round(params.top), left: Math.round(params.left) }),
      ),
    [apiRef],
  );

  const scrollBy = (top: number, left: number) => {
    const api = apiRef.current;
    if (!api) return;
    const current = api.getScrollPosition();
    // In a right-to-left page, getScrollPosition() reports a negative left offset.
    api.scroll({ top: current.top + top, left: Math.abs(current.left) + left });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => scrollBy(500, 0)}>
          500 px down
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(0, 400)}>
          400 px across
        </Button>
        <Button size="small" onClick={() => apiRef.current?.scroll({ top: 0, left: 0 })}>
          Back to the start
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        top: {position.top} px, left: {position.left} px
      </Typography>
      <div style={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </div>
    </Stack>
  );
}
