import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  GridFilterModel,
  GridFilterOperator,
  getGridNumericOperators,
  getGridStringOperators,
} from '@mui/x-data-grid';
import { createFakeServer, getEmployees, type Employee } from '@site/src/demo-data';

const api = createFakeServer(getEmployees(60), { latencyMs: 500 });

// Suppose the API only understands these operator names.
const SUPPORTED = new Set(['contains', 'equals', '>', '<']);
const supportedOnly = (operators: GridFilterOperator[]) =>
  operators.filter((operator) => SUPPORTED.has(operator.value));

const columns: GridColDef<Employee>[] = [
  {
    field: 'lastName',
    headerName: 'Last name',
    width: 120,
    filterOperators: supportedOnly(getGridStringOperators()),
  },
  {
    field: 'jobTitle',
    headerName: 'Job title',
    width: 150,
    filterOperators: supportedOnly(getGridStringOperators()),
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    filterOperators: supportedOnly(getGridNumericOperators()),
  },
  // The API cannot filter on this column at all.
  { field: 'email', headerName: 'Email', width: 220, filterable: false },
];

export default function FilteringServerOperators() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'salary', operator: '>', value: 120000 }],
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    api
      .query({ filterModel })
      .then(
        (answer) => {
          if (!current) return;
          setRows(answer.rows);
          setError(null);
        },
        (reason: Error) => current && setError(reason.message),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [filterModel, attempt]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={() => api.failNextRequest()}>
          Make the next request fail
        </Button>
      </div>
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      ) : null}
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        sent: {JSON.stringify(filterModel.items)}
      </Box>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </div>
    </Stack>
  );
}
