import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'jobTitle', headerName: 'Job title', width: 150 },
];

export default function FilteringRecipesExternalSearch() {
  const apiRef = useGridApiRef();
  const [text, setText] = React.useState('');

  // Wait for a pause in typing before filtering, as the built-in field does.
  React.useEffect(() => {
    const timer = window.setTimeout(() => {
      const terms = text.split(/\s+/).filter(Boolean);
      apiRef.current?.setQuickFilterValues(terms);
    }, 250);
    return () => window.clearTimeout(timer);
  }, [apiRef, text]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="p" sx={{ flex: 1 }}>
          People
        </Typography>
        <TextField
          size="small"
          type="search"
          label="Find a colleague"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Stack>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
    </Stack>
  );
}
