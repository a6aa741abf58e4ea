import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

type Office = { id: number; city: string; country: string; staff: number };

const rows: Office[] = [
  { id: 1, city: 'São Paulo', country: 'Brazil', staff: 48 },
  { id: 2, city: 'Montréal', country: 'Canada', staff: 31 },
  { id: 3, city: 'Zürich', country: 'Switzerland', staff: 12 },
  { id: 4, city: 'Kraków', country: 'Poland', staff: 27 },
  { id: 5, city: 'Malmö', country: 'Sweden', staff: 9 },
  { id: 6, city: 'Bogotá', country: 'Colombia', staff: 22 },
  { id: 7, city: 'Reykjavík', country: 'Iceland', staff: 5 },
  { id: 8, city: 'Sao Tome', country: 'São Tomé and Príncipe', staff: 3 },
];

const columns: GridColDef<Office>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 200 },
  { field: 'staff', headerName: 'Staff', type: 'number', width: 90 },
];

export default function FilteringDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(false);
  // Kept here so the filter survives the remount below.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'city', operator: 'contains', value: 'sao' }],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreDiacritics}
            onChange={(event) => setIgnoreDiacritics(event.target.checked)}
          />
        }
        label="ignoreDiacritics"
      />
      <div style={{ height: 340, width: '100%' }}>
        {/* A new key remounts the grid, so the rows are filtered again with the new setting. */}
        <DataGrid
          key={String(ignoreDiacritics)}
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
      </div>
    </Stack>
  );
}
