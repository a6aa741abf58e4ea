import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridEventLookup, GridInitialState, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const STORAGE_KEY = 'employees-grid-state';
// Events after which the view is worth saving.
const SAVE_ON: (keyof GridEventLookup)[] = [
  'sortModelChange',
  'filterModelChange',
  'paginationModelChange',
  'columnVisibilityModelChange',
  'columnWidthChange',
  'densityChange',
];

function EmployeesGrid() {
  const apiRef = useGridApiRef();
  const [initialState, setInitialState] = React.useState<GridInitialState | null>(null);

  // Read the saved view before the grid mounts: initialState is only read once.
  React.useLayoutEffect(() => {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    setInitialState(stored ? (JSON.parse(stored) as GridInitialState) : {});
  }, []);

  // Save after every change of the view.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!initialState || !api) return undefined;
    const save = () => window.localStorage.setItem(STORAGE_KEY, JSON.stringify(api.exportState()));
    const unsubscribers = SAVE_ON.map((event) => api.subscribeEvent(event, save));
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, initialState]);

  if (!initialState) return null;
  return <DataGrid apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} showToolbar />;
}

export default function StateLocalStorage() {
  // Changing the key mounts a new grid, as a page reload would.
  const [mountKey, setMountKey] = React.useState(0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setMountKey((key) => key + 1)}>
          Remount the grid
        </Button>
        <Button
          size="small"
          onClick={() => {
            window.localStorage.removeItem(STORAGE_KEY);
            setMountKey((key) => key + 1);
          }}
        >
          Forget the saved view
        </Button>
      </Stack>
      <div style={{ height: 380 }}>
        <EmployeesGrid key={mountKey} />
      </div>
    </Stack>
  );
}
