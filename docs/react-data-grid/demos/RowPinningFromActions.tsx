import * as React from 'react';
import {
  DataGridPro,
  GridActionsCellItem,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid-pro';
import { getStockPrices } from '@site/src/demo-data';

interface Day {
  id: string;
  close: number;
  volume: number;
}

const days: Day[] = getStockPrices(30).map(({ date, close, volume }) => ({
  id: date.toISOString().slice(0, 10),
  close,
  volume,
}));

type Place = 'top' | 'bottom';

export default function RowPinningFromActions() {
  // Which row ids are pinned, and where.
  const [places, setPlaces] = React.useState<Map<GridRowId, Place>>(() => new Map());

  const placeRow = React.useCallback((id: GridRowId, place: Place | null) => {
    setPlaces((previous) => {
      const next = new Map(previous);
      if (place) next.set(id, place);
      else next.delete(id);
      return next;
    });
  }, []);

  const columns = React.useMemo<GridColDef<Day>[]>(() => [
    { field: 'id', headerName: 'Day', width: 120 },
    { field: 'close', headerName: 'Close', type: 'number', width: 100 },
    { field: 'volume', headerName: 'Volume', type: 'number', width: 120 },
    {
      field: 'actions',
      type: 'actions',
      width: 60,
      getActions: ({ id }) =>
        places.has(id)
          ? [<GridActionsCellItem key="unpin" label="Unpin" showInMenu onClick={() => placeRow(id, null)} />]
          : [
              <GridActionsCellItem key="top" label="Pin to top" showInMenu onClick={() => placeRow(id, 'top')} />,
              <GridActionsCellItem key="bottom" label="Pin to bottom" showInMenu onClick={() => placeRow(id, 'bottom')} />,
            ],
    },
  ], [places, placeRow]);

  const pinnedRows = React.useMemo(
    () => ({
      top: days.filter((day) => places.get(day.id) === 'top'),
      bottom: days.filter((day) => places.get(day.id) === 'bottom'),
    }),
    [places],
  );
  const rows = React.useMemo(() => days.filter((day) => !places.has(day.id)), [places]);

  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </div>
  );
}
