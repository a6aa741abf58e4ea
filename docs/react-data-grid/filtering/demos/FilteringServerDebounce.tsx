import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';
import { createFakeServer, getEmployees, type Employee } from '@site/src/demo-data';

const api = createFakeServer(getEmployees(60), { latencyMs: 500 });

const columns: GridColDef<Employee>[] = [
  { field: 'firstName', headerName: 'First name', width: 110 },
  { field: 'lastName', headerName: 'Last name', width: 110 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'country', headerName: 'Country', width: 110 },
];

// Operators that filter without a value; any other item needs one to filter anything.
const NO_VALUE = ['isEmpty', 'isNotEmpty'];

// The part of the model that changes the answer.
function requestKey(model: GridFilterModel) {
  const active = model.items.filter(
    (item) => NO_VALUE.includes(item.operator) || (item.value != null && item.value !== ''),
  );
  return JSON.stringify([active, model.logicOperator, model.quickFilterValues ?? []]);
}

export default function FilteringServerDebounce() {
  const [debounceMs, setDebounceMs] = React.useState(150);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  // The model of the last request; replaced only when the answer could differ.
  const [requestModel, setRequestModel] = React.useState(filterModel);
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [stats, setStats] = React.useState({ changes: 0, requests: 0 });
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setStats((s) => ({ ...s, changes: s.changes + 1 }));
    setFilterModel(model);
    setRequestModel((prev) => (requestKey(prev) === requestKey(model) ? prev : model));
  };

  React.useEffect(() => {
    let current = true;
    setLoading(true);
    setStats((s) => ({ ...s, requests: s.requests + 1 }));
    api
      .query({ filterModel: requestModel })
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
  }, [requestModel, attempt]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <RadioGroup
        row
        aria-label="filterDebounceMs"
        value={String(debounceMs)}
        onChange={(event) => setDebounceMs(Number(event.target.value))}
      >
        <FormControlLabel value="150" control={<Radio />} label="150 ms (default)" />
        <FormControlLabel value="1000" control={<Radio />} label="1000 ms" />
      </RadioGroup>
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
      <Typography variant="body2" aria-live="polite">
        Model changes: {stats.changes} · requests sent: {stats.requests}
      </Typography>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterDebounceMs={debounceMs}
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          showToolbar
        />
      </div>
    </Stack>
  );
}
