import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridCsvExportOptions,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(3);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  // Shown on screen, never exported: not with `allColumns` either.
  { field: 'email', headerName: 'Email', width: 220, disableExport: true },
  // Hidden by the visibility model below.
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const choices: Record<string, GridCsvExportOptions> = {
  'Visible columns (default)': {},
  'allColumns: true': { allColumns: true },
  "fields: ['lastName', 'email']": { fields: ['lastName', 'email'] },
};

export default function ExportColumns() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('Visible columns (default)');
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv(choices[choice]) ?? '');
  }, [apiRef, choice]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <RadioGroup
        aria-label="Exported columns"
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
      >
        {Object.keys(choices).map((name) => (
          <FormControlLabel
            key={name}
            value={name}
            control={<Radio size="small" />}
            label={name}
          />
        ))}
      </RadioGroup>
      <div style={{ height: 250, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: { salary: false } } }}
          hideFooter
        />
      </div>
      <pre
        dir="ltr"
        aria-label="CSV text"
        style={{ margin: 0, fontSize: 13, overflowX: 'auto' }}
      >
        {csv}
      </pre>
    </Stack>
  );
}
