import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getBacklog, type BacklogItem } from './rowOrderingData';

const backlog = getBacklog();

const columns: GridColDef<BacklogItem>[] = [
  { field: 'title', headerName: 'Story', width: 220 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
];

export default function RowOrderingBasic() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro rowReordering rows={backlog} columns={columns} />
    </div>
  );
}
