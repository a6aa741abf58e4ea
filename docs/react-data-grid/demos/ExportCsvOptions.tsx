import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(4);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'Person', children: [{ field: 'firstName' }, { field: 'lastName' }] },
  { groupId: 'Review', children: [{ field: 'salary' }, { field: 'rating' }] },
];

export default function ExportCsvOptions() {
  const apiRef = useGridApiRef();
  const [delimiter, setDelimiter] = React.useState(',');
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeGroups, setIncludeGroups] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  // Rebuild the CSV text whenever an option changes.
  React.useEffect(() => {
    setCsv(
      apiRef.current?.getDataAsCsv({
        delimiter,
        includeHeaders,
        includeColumnGroupsHeaders: includeGroups,
      }) ?? '',
    );
  }, [apiRef, delimiter, includeHeaders, includeGroups]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <TextField
          select
          size="small"
          label="delimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value=",">Comma</MenuItem>
          <MenuItem value=";">Semicolon</MenuItem>
          <MenuItem value={'\t'}>Tab</MenuItem>
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="includeHeaders"
        />
        <FormControlLabel
          control={
            <Switch
              checked={includeGroups}
              onChange={(event) => setIncludeGroups(event.target.checked)}
            />
          }
          label="includeColumnGroupsHeaders"
        />
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          hideFooter
        />
      </div>
      <pre
        dir="ltr"
        aria-label="CSV text"
        style={{ margin: 0, fontSize: 13, overflowX: 'auto', tabSize: 14 }}
      >
        {csv}
      </pre>
    </Stack>
  );
}
