import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  room: string;
  waterEveryDays: number;
  // Rows may carry fields that no column shows.
  supplier: string;
}

const rows: Plant[] = [
  { id: 1, name: 'Monstera', room: 'Living room', waterEveryDays: 7, supplier: 'Green Co' },
  { id: 2, name: 'Snake plant', room: 'Bedroom', waterEveryDays: 21, supplier: 'Leafy' },
  { id: 3, name: 'Basil', room: 'Kitchen', waterEveryDays: 2, supplier: 'Green Co' },
  { id: 4, name: 'Fiddle-leaf fig', room: 'Office', waterEveryDays: 10, supplier: 'Leafy' },
  { id: 5, name: 'Pothos', room: 'Bathroom', waterEveryDays: 9, supplier: 'Rootline' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 150 },
  { field: 'room', headerName: 'Room', width: 130 },
  {
    field: 'waterEveryDays',
    headerName: 'Water every (days)',
    type: 'number',
    width: 160,
  },
];

export default function RowDefinitionBasic() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </div>
  );
}
