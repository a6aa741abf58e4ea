import { DataGridPro, GRID_REORDER_COL_DEF, GridColDef, GridMenuIcon } from '@mui/x-data-grid-pro';
import { getBacklog, type BacklogItem } from './rowOrderingData';

// `__reorder__` is the text shown next to the pointer while a row is dragged.
const rows = getBacklog().map((item) => ({ ...item, __reorder__: item.title }));

const columns: GridColDef<BacklogItem>[] = [
  { field: 'title', headerName: 'Story', width: 220 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  // The handle column listed last: the grid keeps it where you put it.
  { ...GRID_REORDER_COL_DEF, width: 44 },
];

export default function RowOrderingCustomHandle() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rowReordering
        rows={rows}
        columns={columns}
        slots={{ rowReorderIcon: GridMenuIcon }}
      />
    </div>
  );
}
