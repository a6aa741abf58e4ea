import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// Each colour mixes a theme colour into the page background. Written with the
// theme's CSS variables, the result follows the light and dark colour schemes.
const withGridColours = (outer: Theme) => {
  const { primary, secondary, background } = (outer.vars || outer).palette;
  const mix = (colour: string, percent: number) =>
    `color-mix(in srgb, ${colour} ${percent}%, ${background.default})`;
  return createTheme(outer, {
    palette: {
      DataGrid: {
        bg: mix(primary.main, 3),
        headerBg: mix(primary.main, 18),
        pinnedBg: mix(secondary.main, 16),
      },
    },
  });
};

export default function StylePaletteSections() {
  return (
    <ThemeProvider theme={withGridColours}>
      <div style={{ height: 400, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['lastName'], right: ['salary'] } }}
        />
      </div>
    </ThemeProvider>
  );
}
