import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridColDef,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(10);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 170, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  { field: 'country', headerName: 'Country', width: 110, editable: true },
];

type Counts = Partial<Record<GridCellEditStopReasons, number>>;

export default function EditingEventsSubscribe() {
  const apiRef = useGridApiRef();
  const [counts, setCounts] = React.useState<Counts>({});

  React.useEffect(() => {
    // The grid has mounted by the time this effect runs, so apiRef.current is set.
    const unsubscribe = apiRef.current?.subscribeEvent('cellEditStop', (params) => {
      if (params.reason) {
        const reason = params.reason;
        setCounts((previous) => ({ ...previous, [reason]: (previous[reason] ?? 0) + 1 }));
      }
    });
    return unsubscribe; // stop listening on unmount
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap aria-live="polite" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {Object.values(GridCellEditStopReasons).map((reason) => (
          <Chip key={reason} size="small" label={`${reason}: ${counts[reason] ?? 0}`} />
        ))}
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
