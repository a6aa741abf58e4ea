import { ThemeProvider, createTheme } from '@mui/material/styles';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(12);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Bestellung', width: 120 },
  { field: 'customer', headerName: 'Kunde', width: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function LocalizationTheme() {
  return (
    // Extend the surrounding theme: every grid inside now defaults to German texts.
    <ThemeProvider theme={(outerTheme) => createTheme(outerTheme, deDE)}>
      <div lang="de" style={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} checkboxSelection showToolbar />
      </div>
    </ThemeProvider>
  );
}
