import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(50);
const KEY = 'staff-filter'; // the name of our entry in the URL fragment

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

function readHash(): GridFilterModel | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const raw = params.get(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as GridFilterModel;
    return Array.isArray(parsed.items) ? parsed : null;
  } catch {
    return null; // a hand-edited or truncated link: fall back to no filter
  }
}

function writeHash(model: GridFilterModel) {
  const params = new URLSearchParams(window.location.hash.slice(1));
  // Keep only the fields worth sharing; the grid may add internal ones to the items.
  const items = model.items.map(({ id, field, operator, value }) => ({ id, field, operator, value }));
  const quickFilterValues = model.quickFilterValues ?? [];
  if (items.length > 0 || quickFilterValues.length > 0) {
    params.set(KEY, JSON.stringify({ items, quickFilterValues }));
  } else {
    params.delete(KEY);
  }
  const hash = params.toString();
  const { pathname, search } = window.location;
  // replaceState changes the address without a new history entry or a scroll jump.
  window.history.replaceState(null, '', `${pathname}${search}${hash ? `#${hash}` : ''}`);
}

export default function FilteringRecipesUrlHash() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [fragment, setFragment] = React.useState('');

  // Read the link once in the browser (the server has no URL fragment), and again when it changes.
  React.useEffect(() => {
    const load = () => {
      setFilterModel(readHash() ?? { items: [] });
      setFragment(window.location.hash);
    };
    load();
    window.addEventListener('hashchange', load);
    return () => window.removeEventListener('hashchange', load);
  }, []);

  const handleChange = (model: GridFilterModel) => {
    setFilterModel(model);
    writeHash(model);
    setFragment(window.location.hash);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        {fragment ? decodeURIComponent(fragment) : 'Filter the grid, then copy the address bar.'}
      </Box>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={handleChange}
          showToolbar
        />
      </div>
    </Stack>
  );
}
