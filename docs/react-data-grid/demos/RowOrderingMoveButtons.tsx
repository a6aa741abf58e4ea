import * as React from 'react';
import {
  DataGridPro,
  GridActionsCellItem,
  GridArrowDownwardIcon,
  GridArrowUpwardIcon,
  GridColDef,
  GridRowId,
} from '@mui/x-data-grid-pro';
import { getBacklog, type BacklogItem } from './rowOrderingData';

function moveItem<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) {
    return list;
  }
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

export default function RowOrderingMoveButtons() {
  const [items, setItems] = React.useState(() => getBacklog(8));

  const columns = React.useMemo<GridColDef<BacklogItem>[]>(() => {
    const shift = (id: GridRowId, step: number) => () =>
      setItems((previous) => {
        const from = previous.findIndex((item) => item.id === id);
        return moveItem(previous, from, from + step);
      });
    return [
      { field: 'title', headerName: 'Story', width: 220 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Move',
        width: 90,
        getActions: ({ id, row }) => [
          <GridActionsCellItem
            key="up"
            icon={<GridArrowUpwardIcon />}
            label={`Move "${row.title}" up`}
            onClick={shift(id, -1)}
          />,
          <GridActionsCellItem
            key="down"
            icon={<GridArrowDownwardIcon />}
            label={`Move "${row.title}" down`}
            onClick={shift(id, 1)}
          />,
        ],
      },
    ];
  }, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rowReordering
        rows={items}
        columns={columns}
        onRowOrderChange={({ oldIndex, targetIndex }) =>
          setItems((previous) => moveItem(previous, oldIndex, targetIndex))
        }
        hideFooter
      />
    </div>
  );
}
