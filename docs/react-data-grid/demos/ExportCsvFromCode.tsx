import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(5);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ExportCsvFromCode() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          size="small"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'employees' })}
        >
          Download CSV
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setPreview(apiRef.current?.getDataAsCsv() ?? '')}
        >
          Show CSV text
        </Button>
      </Stack>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </div>
      {preview && (
        <pre
          dir="ltr"
          aria-label="CSV text"
          style={{ margin: 0, fontSize: 13, overflowX: 'auto' }}
        >
          {preview}
        </pre>
      )}
    </Stack>
  );
}
