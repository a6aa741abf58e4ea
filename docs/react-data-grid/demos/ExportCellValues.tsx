import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(3);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    width: 150,
    // Exported too: a computed value is a value like any other.
    valueGetter: (value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'hireDate', headerName: 'Hired', type: 'date', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value / 1000}k`),
  },
  {
    field: 'isActive',
    headerName: 'Status',
    width: 100,
    valueFormatter: (value: boolean) => (value ? 'Active' : 'Left'),
  },
];

export default function ExportCellValues() {
  const apiRef = useGridApiRef();
  const [rawValues, setRawValues] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv() ?? '');
  }, [apiRef, rawValues]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={rawValues}
            onChange={(event) => setRawValues(event.target.checked)}
          />
        }
        label="ignoreValueFormatterDuringExport"
      />
      <div style={{ height: 250, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          ignoreValueFormatterDuringExport={rawValues}
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
