import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { getEmployees, type Employee } from '@site/src/demo-data';

// Styles rendered through this cache have their left and right properties swapped.
const rtlCache = createCache({ key: 'grid-rtl', stylisPlugins: [prefixer, rtlPlugin] });

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'الاسم الأول', width: 130 },
  { field: 'lastName', headerName: 'اسم العائلة', width: 130 },
  { field: 'department', headerName: 'القسم', width: 130 },
  { field: 'salary', headerName: 'الراتب', type: 'number', width: 110 },
];

export default function LocalizationRtl() {
  return (
    <CacheProvider value={rtlCache}>
      {/* Keep the surrounding theme and only change its direction. */}
      <ThemeProvider theme={(outerTheme: Theme): Theme => ({ ...outerTheme, direction: 'rtl' })}>
        <div dir="rtl" lang="ar" style={{ height: 420, width: '100%' }}>
          <DataGrid
            rows={rows}
            columns={columns}
            localeText={arSD.components.MuiDataGrid.defaultProps.localeText}
            checkboxSelection
            showToolbar
          />
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
