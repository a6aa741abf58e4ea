import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 120, editable: true },
  { field: 'lastName', headerName: 'Last name', width: 120, editable: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110, editable: true },
];

export default function AccessibilityKeyboard() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState('nothing yet');

  // Report where the focus is, to follow the keyboard moves below.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const unsubscribeCell = api.subscribeEvent('cellFocusIn', (params) => {
      setPosition(`row ${api.getRowIndexRelativeToVisibleRows(params.id) + 1}, ${params.colDef.headerName}`);
    });
    const unsubscribeHeader = api.subscribeEvent('columnHeaderFocus', (params) => {
      setPosition(`header ${params.colDef.headerName}`);
    });
    return () => {
      unsubscribeCell();
      unsubscribeHeader();
    };
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2">Focus: {position}</Typography>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          aria-label="Employees"
          pageSizeOptions={[20, 40]}
          initialState={{ pagination: { paginationModel: { pageSize: 20 } } }}
        />
      </div>
    </Stack>
  );
}
