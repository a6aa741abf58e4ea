import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);
const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'jobTitle', headerName: 'Job title', width: 180 },
  { field: 'country', headerName: 'Country', width: 120 },
];

export default function EventsSubscribe() {
  const apiRef = useGridApiRef();
  const [listening, setListening] = React.useState(true);
  const [clicks, setClicks] = React.useState(0);
  const [lastRow, setLastRow] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!listening || !apiRef.current) return undefined;
    // subscribeEvent returns the function that removes the listener.
    return apiRef.current.subscribeEvent('rowClick', (params) => {
      setClicks((count) => count + 1);
      setLastRow(String(params.row.firstName));
    });
  }, [apiRef, listening]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={listening}
            onChange={(event) => setListening(event.target.checked)}
          />
        }
        label="Listen to rowClick"
      />
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      <Typography variant="body2" role="status">
        Clicks heard: {clicks}
        {lastRow ? `, last on ${lastRow}` : ''}
      </Typography>
    </Stack>
  );
}
