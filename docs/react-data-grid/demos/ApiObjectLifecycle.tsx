import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(8);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
];

export default function ApiObjectLifecycle() {
  const apiRef = useGridApiRef();
  const [mounted, setMounted] = React.useState(true);
  const [report, setReport] = React.useState('');

  // During this component's render the grid below has not rendered yet, so
  // apiRef.current is read in an effect, which runs after the grid is in place.
  React.useEffect(() => {
    setReport(
      apiRef.current
        ? `apiRef.current is the API: the grid has ${apiRef.current.getRowsCount()} rows.`
        : 'apiRef.current is null: there is no grid.',
    );
  }, [apiRef, mounted]);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={mounted} onChange={(event) => setMounted(event.target.checked)} />}
        label="Render the grid"
      />
      <Typography variant="body2" component="p" role="status" sx={{ my: 1 }}>
        {report}
      </Typography>
      <div style={{ height: 300 }}>
        {mounted && <DataGrid apiRef={apiRef} rows={rows} columns={columns} />}
      </div>
    </div>
  );
}
