import {
  ThemeProvider,
  createTheme,
  type Components,
  type Theme,
} from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(15);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

// In an application, this goes into the options of the app's createTheme call.
const components: Components<Theme> = {
  MuiDataGrid: {
    // Props every grid receives unless it sets its own.
    defaultProps: {
      density: 'compact',
      showColumnVerticalBorder: true,
      disableRowSelectionOnClick: true,
    },
    // Styles keyed by the names in gridClasses.
    styleOverrides: {
      root: ({ theme }) => ({
        borderColor: (theme.vars || theme).palette.text.secondary,
      }),
      columnHeaderTitle: { fontWeight: 700 },
      cell: { fontVariantNumeric: 'tabular-nums' },
    },
  },
};

// Here the page's theme is extended, for the grids inside this demo only.
const withGridDefaults = (outer: Theme) => createTheme(outer, { components });

export default function StyleThemeOverrides() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </div>
    </ThemeProvider>
  );
}
