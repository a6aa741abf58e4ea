import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(8);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Bestellung', width: 120 },
  { field: 'customer', headerName: 'Kunde', width: 160 },
];

const ownTexts: Partial<GridLocaleText> = {
  paginationRowsPerPage: 'Bestellungen pro Seite:',
  toolbarQuickFilterPlaceholder: 'Bestellung suchen…',
};

// Wrong: replaces all theme texts. Right: keeps them and changes two.
const replacing = ownTexts;
const merging = { ...deDE.components.MuiDataGrid.defaultProps.localeText, ...ownTexts };

export default function LocalizationThemeOverride() {
  const [merge, setMerge] = React.useState(false);

  return (
    <ThemeProvider theme={(outerTheme) => createTheme(outerTheme, deDE)}>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <FormControlLabel
          control={<Switch checked={merge} onChange={(event) => setMerge(event.target.checked)} />}
          label="Spread the locale into localeText"
        />
        <div lang="de" style={{ height: 360, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            showToolbar
            localeText={merge ? merging : replacing}
          />
        </div>
      </Stack>
    </ThemeProvider>
  );
}
