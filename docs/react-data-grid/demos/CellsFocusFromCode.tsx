import * as React from 'react';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridRowId, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${Math.round(value / 1000)}k`,
  },
];

export default function CellsFocusFromCode() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  const focusTopSalary = () => {
    const api = apiRef.current;
    if (!api) return;
    // Look through every row for the highest salary.
    let best: GridRowId | undefined;
    api.getAllRowIds().forEach((id) => {
      if (best === undefined || api.getCellValue(id, 'salary') > api.getCellValue(best, 'salary')) {
        best = id;
      }
    });
    if (best === undefined) return;
    api.scrollToIndexes({ rowIndex: api.getRowIndexRelativeToVisibleRows(best) });
    api.setCellFocus(best, 'salary');
    const params = api.getCellParams<Employee, number, string>(best, 'salary');
    setSummary(`Row ${params.id}: value ${params.value}, shown as ${params.formattedValue}`);
  };

  return (
    <div style={{ width: '100%' }}>
      <Button variant="outlined" onClick={focusTopSalary} sx={{ mb: 1 }}>
        Focus the highest salary
      </Button>
      <div style={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </div>
      <p role="status">{summary}</p>
    </div>
  );
}
