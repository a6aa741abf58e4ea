import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridAddIcon,
  GridColDef,
  GridOverlay,
  useGridApiContext,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
];

const sampleTeam = getEmployees(5);

// Rendered inside the grid, so it can reach the grid's API through the context.
function EmptyTeamOverlay() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Typography variant="subtitle2" component="p">
        Nobody on this team yet
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
        Invite colleagues, or start from a sample team.
      </Typography>
      <Button
        size="small"
        variant="contained"
        startIcon={<GridAddIcon />}
        onClick={() => apiRef.current.setRows(sampleTeam)}
      >
        Add sample team
      </Button>
    </GridOverlay>
  );
}

const noRows: Employee[] = [];

export default function OverlayNoRows() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={noRows}
        columns={columns}
        slots={{ noRowsOverlay: EmptyTeamOverlay }}
      />
    </div>
  );
}
