import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

type Office = { id: number; city: string; country: string };

const rows: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil' },
  { id: 2, city: 'Sao Tome', country: 'São Tomé and Príncipe' },
  { id: 3, city: 'Montréal', country: 'Canada' },
  { id: 4, city: 'Zürich', country: 'Switzerland' },
  { id: 5, city: 'Kraków', country: 'Poland' },
  { id: 6, city: 'Bogotá', country: 'Colombia' },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', width: 150 },
  { field: 'country', headerName: 'Country', width: 210 },
];

export default function HeaderFiltersDiacritics() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        // "sao" finds both cities; try "krako" or "zur" in the City filter.
        ignoreDiacritics
        initialState={{
          filter: { filterModel: { items: [{ field: 'city', operator: 'contains', value: 'sao' }] } },
        }}
      />
    </div>
  );
}
