import * as React from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(30);

// Counts how often the grid renders the cells of the Salary column.
const cellRenders = { count: 0 };
function CountedCell({ formattedValue }: GridRenderCellParams<Employee, number>) {
  cellRenders.count += 1;
  return formattedValue;
}

const makeColumns = (): GridColDef<Employee>[] => [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    renderCell: CountedCell,
  },
];

// Defined once, outside the component: the same references on every render.
const stableColumns = makeColumns();
const stableSx = { '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } };

type Variant = 'stable' | 'columns' | 'sx';

function Report({
  register,
}: {
  register: (show: (count: number) => void) => void;
}) {
  const [count, setCount] = React.useState<number | null>(null);
  React.useEffect(() => register(setCount), [register]);
  return (
    <Typography variant="body2" role="status">
      {count === null
        ? 'Press the button.'
        : `Salary cells rendered by the last click: ${count}`}
    </Typography>
  );
}

export default function PerformanceStableProps() {
  const [variant, setVariant] = React.useState<Variant>('stable');
  const [clicks, setClicks] = React.useState(0);
  const before = React.useRef(0);
  const show = React.useRef<(count: number) => void>(() => {});
  const register = React.useCallback((setter: (count: number) => void) => {
    show.current = setter;
  }, []);

  // Reported from an effect, once the grid has rendered for this click.
  React.useEffect(() => {
    if (clicks > 0) show.current(cellRenders.count - before.current);
  }, [clicks]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Props"
          value={variant}
          sx={{ minWidth: 220 }}
          onChange={(event) => setVariant(event.target.value as Variant)}
        >
          <MenuItem value="stable">All stable</MenuItem>
          <MenuItem value="columns">New columns array each render</MenuItem>
          <MenuItem value="sx">New sx object each render</MenuItem>
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            before.current = cellRenders.count;
            setClicks((n) => n + 1);
          }}
        >
          Re-render the parent
        </Button>
      </Stack>
      <Report register={register} />
      <div style={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={variant === 'columns' ? makeColumns() : stableColumns}
          sx={
            variant === 'sx'
              ? { '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 } }
              : stableSx
          }
        />
      </div>
    </Stack>
  );
}
