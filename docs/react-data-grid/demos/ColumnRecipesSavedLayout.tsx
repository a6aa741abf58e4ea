import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  GridInitialState,
  useGridApiRef,
} from '@mui/x-data-grid-pro';
import { getEmployees, type Employee } from '@site/src/demo-data';

const STORAGE_KEY = 'demo-column-recipes-layout';

const rows = getEmployees(20);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

function readLayout(): GridInitialState {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
}

export default function ColumnRecipesSavedLayout() {
  const apiRef = useGridApiRef();
  // Undefined until the browser storage has been read, after the first render.
  const [layout, setLayout] = React.useState<GridInitialState>();
  const [gridKey, setGridKey] = React.useState(0);

  React.useEffect(() => {
    setLayout(readLayout());
  }, []);

  // Keep only the column parts of the state: widths, order, visibility and pins.
  const saveLayout = React.useCallback(() => {
    const state = apiRef.current?.exportState();
    if (state) {
      const { columns: columnState, pinnedColumns } = state;
      localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify({ columns: columnState, pinnedColumns }),
      );
    }
  }, [apiRef]);

  const resetLayout = () => {
    localStorage.removeItem(STORAGE_KEY);
    setLayout({});
    setGridKey((key) => key + 1); // a new key mounts a fresh grid
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          Resize, move, hide or pin columns, then reload the page.
        </Typography>
        <Button size="small" onClick={resetLayout}>
          Reset layout
        </Button>
      </Stack>
      <div style={{ height: 400, width: '100%' }}>
        {layout && (
          <DataGridPro
            key={gridKey}
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            initialState={layout}
            onColumnWidthChange={saveLayout}
            onColumnOrderChange={saveLayout}
            onColumnVisibilityModelChange={saveLayout}
            onPinnedColumnsChange={saveLayout}
          />
        )}
      </div>
    </Stack>
  );
}
