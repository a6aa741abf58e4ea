import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { getEmployees, type Employee } from '@site/src/demo-data';

const rows = getEmployees(50);

const columns: GridColDef<Employee>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function FilteringVisibleRows() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState({ count: rows.length, payroll: 0 });

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const update = () => {
      // Every row that passes the filters, in sorted order, across all pages.
      const entries = gridFilteredSortedRowEntriesSelector(apiRef);
      const payroll = entries.reduce((sum, entry) => sum + (entry.model as Employee).salary, 0);
      setSummary({ count: entries.length, payroll });
    };
    update();
    return api.subscribeEvent('filteredRowsSet', update);
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        {summary.count} of {rows.length} employees match, with a yearly payroll of{' '}
        {money.format(summary.payroll)}.
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            filter: {
              filterModel: {
                items: [{ field: 'salary', operator: '>', value: 90000 }],
              },
            },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pageSizeOptions={[10, 25, 50]}
        />
      </div>
    </Stack>
  );
}
