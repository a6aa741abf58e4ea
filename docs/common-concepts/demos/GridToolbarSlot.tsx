import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  ExportCsv,
  GridColDef,
  GridDownloadIcon,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', country: 'Portugal', visitors: 3240 },
  { id: 2, city: 'Lyon', country: 'France', visitors: 2815 },
  { id: 3, city: 'Ghent', country: 'Belgium', visitors: 1970 },
  { id: 4, city: 'Porto', country: 'Portugal', visitors: 1655 },
  { id: 5, city: 'Turin', country: 'Italy', visitors: 1402 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 100 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 100 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 110 },
];

// Defined at module level so the grid receives the same component on every render.
function VisitsToolbar() {
  return (
    <Toolbar>
      <Typography fontWeight="medium" sx={{ flex: 1, mx: 0.5 }}>
        Visitors by city
      </Typography>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'visitors' }}>
          <GridDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}

export default function GridToolbarSlot() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: VisitsToolbar }}
        hideFooter
      />
    </div>
  );
}
