import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFilteredSortedRowIdsSelector,
  gridRowsLookupSelector,
  gridSortModelSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(40);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function StateSelectorDirect() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Filter or sort the grid, then press the button.');

  const summarize = () => {
    if (!apiRef.current) return;
    // One-off reads: each selector takes the apiRef and returns part of the state.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const lookup = gridRowsLookupSelector(apiRef);
    const sortModel = gridSortModelSelector(apiRef);
    const total = ids.reduce<number>((sum, id) => sum + (lookup[id] as Employee).salary, 0);
    const order = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
    setSummary(`${ids.length} rows pass the filters, ${usd.format(total)} in salaries. Sort: ${order}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={summarize}>
          Summarize the rows
        </Button>
      </div>
      <Typography variant="body2" role="status">
        {summary}
      </Typography>
      <div style={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </div>
    </Stack>
  );
}
