import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getShipmentRows, type ShipmentRow } from './columnDimensionsData';

const allRows = getShipmentRows();

const columns: GridColDef<ShipmentRow>[] = [
  { field: 'orderNumber', headerName: 'Order number' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'product', headerName: 'Product' },
  { field: 'total', headerName: 'Total', type: 'number' },
];

export default function ColumnDimensionsAutosizeAfterLoad() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<ShipmentRow[]>([]);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Measure once the new rows are on screen, not on mount when the grid is still empty.
  React.useEffect(() => {
    if (rows.length > 0) {
      requestAnimationFrame(() => {
        apiRef.current?.autosizeColumns();
      });
    }
  }, [rows, apiRef]);

  const load = () => {
    setLoading(true);
    setRows([]);
    // Stands in for a request to your server.
    timer.current = setTimeout(() => {
      setRows(allRows);
      setLoading(false);
    }, 800);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={load} disabled={loading}>
        Load rows
      </Button>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} />
      </div>
    </Stack>
  );
}
