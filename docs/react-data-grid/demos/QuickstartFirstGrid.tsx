import { DataGrid, GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Kindred', author: 'Octavia E. Butler', pages: 264 },
  { id: 2, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', pages: 304 },
  { id: 3, title: 'Piranesi', author: 'Susanna Clarke', pages: 272 },
  { id: 4, title: 'Solaris', author: 'Stanisław Lem', pages: 204 },
  { id: 5, title: 'The Dispossessed', author: 'Ursula K. Le Guin', pages: 387 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'author', headerName: 'Author', width: 180 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function QuickstartFirstGrid() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
