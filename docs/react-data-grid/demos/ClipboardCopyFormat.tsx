import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, DataGridProps, GridColDef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(6);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'hireDate', headerName: 'Hired', type: 'date', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value / 1000}k`),
  },
];

const formatterChoices: Record<
  string,
  DataGridProps['ignoreValueFormatterDuringExport']
> = {
  'Formatted values (default)': false,
  'Raw values everywhere': true,
  'Raw values for the clipboard only': { clipboardExport: true },
};

export default function ClipboardCopyFormat() {
  const [delimiter, setDelimiter] = React.useState('\t');
  const [formatter, setFormatter] = React.useState('Formatted values (default)');
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <TextField
          select
          size="small"
          label="clipboardCopyCellDelimiter"
          value={delimiter}
          onChange={(event) => setDelimiter(event.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={'\t'}>Tab (default)</MenuItem>
          <MenuItem value=",">Comma</MenuItem>
          <MenuItem value=" | ">Pipe with spaces</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="ignoreValueFormatterDuringExport"
          value={formatter}
          onChange={(event) => setFormatter(event.target.value)}
          sx={{ minWidth: 260 }}
        >
          {Object.keys(formatterChoices).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <div style={{ height: 330, width: '100%' }}>
        <DataGrid
          // The copy shortcut keeps the options it had when the grid mounted: remount on change.
          key={`${delimiter}|${formatter}`}
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          hideFooter
          clipboardCopyCellDelimiter={delimiter}
          ignoreValueFormatterDuringExport={formatterChoices[formatter]}
          onClipboardCopy={(text) => setCopied(text)}
        />
      </div>
      <pre
        dir="ltr"
        aria-label="Last copied text"
        style={{
          margin: 0,
          fontSize: 13,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {copied
          ? JSON.stringify(copied)
          : 'Select rows or focus a cell, then press Ctrl+C or ⌘C.'}
      </pre>
    </Stack>
  );
}
