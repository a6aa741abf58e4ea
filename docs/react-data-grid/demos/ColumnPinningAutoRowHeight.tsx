import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

type Ticket = { id: number; title: string; summary: string; owner: string; status: string };

const rows: Ticket[] = [
  {
    id: 1,
    title: 'Login page times out',
    summary:
      'Users on slow connections see a blank page after thirty seconds. The token request retries three times before it gives up.',
    owner: 'Priya',
    status: 'Open',
  },
  { id: 2, title: 'Typo in footer', summary: 'Copyright year is wrong.', owner: 'Tom', status: 'Done' },
  {
    id: 3,
    title: 'Export to CSV drops accents',
    summary:
      'Names such as Zoë or José come out garbled when the file is opened in a spreadsheet. The file needs a byte order mark.',
    owner: 'Ana',
    status: 'In review',
  },
  { id: 4, title: 'Dark mode contrast', summary: 'Grey labels on the settings page are hard to read.', owner: 'Lee', status: 'Open' },
];

const columns: GridColDef<Ticket>[] = [
  // A long title that wraps makes the pinned cell taller than the others.
  { field: 'title', headerName: 'Title', width: 130 },
  { field: 'summary', headerName: 'Summary', width: 320 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function ColumnPinningAutoRowHeight() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['title'], right: ['status'] } }}
        sx={{ '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.5 } }}
      />
    </div>
  );
}
