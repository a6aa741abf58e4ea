import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridCsvExportOptions,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(12);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const choices: Record<string, GridCsvExportOptions['getRowsToExport']> = {
  // Default: rows that pass the filters, in sorted order; only the selected ones if any.
  Default: undefined,
  'Current page': ({ apiRef }) =>
    gridPaginatedVisibleSortedGridRowIdsSelector(apiRef),
  'Every row, filters ignored': ({ apiRef }) => gridSortedRowIdsSelector(apiRef),
};

export default function ExportRows() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('Default');
  const [csv, setCsv] = React.useState('');

  const refresh = React.useCallback(() => {
    const text =
      apiRef.current?.getDataAsCsv({ getRowsToExport: choices[choice] }) ?? '';
    setCsv(text);
  }, [apiRef, choice]);

  React.useEffect(refresh, [refresh]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="Rows to export"
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
      <div>
        <Button size="small" variant="outlined" onClick={refresh}>
          Update the CSV text
        </Button>
      </div>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          pageSizeOptions={[5, 10]}
          initialState={{
            pagination: { paginationModel: { pageSize: 5 } },
            filter: {
              filterModel: {
                items: [{ field: 'salary', operator: '>', value: 60000 }],
              },
            },
          }}
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
