import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridColTypeDef,
  GridRenderCellParams,
} from '@mui/x-data-grid';
import { getProjects, type Project } from './customColumnsData';

const rows = getProjects();

const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

function ProgressCell({
  value,
  formattedValue,
}: GridRenderCellParams<Project, number, string>) {
  const share = value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={share * 100}
        color={share === 1 ? 'success' : 'primary'}
        aria-label={`${formattedValue} done`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'end' }}>
        {formattedValue}
      </Typography>
    </Box>
  );
}

// A "progress" column: numeric data, drawn as a bar. The formatter gives the
// text used by the label, export and copy.
const progressColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 180,
  display: 'flex',
  valueFormatter: (value: number | null) =>
    value == null ? '' : percent.format(value),
  renderCell: (params) => <ProgressCell {...params} />,
};

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', width: 190 },
  { field: 'lead', headerName: 'Lead', width: 90 },
  { field: 'progress', headerName: 'Progress', ...progressColumn },
];

export default function CustomColumnsProgress() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </div>
  );
}
