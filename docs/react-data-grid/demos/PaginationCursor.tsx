import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { createFakeServer, getEmployees, type Employee } from '@site/src/demo-data';

const server = createFakeServer(getEmployees(58), { latencyMs: 600 });

// A cursor API: send the cursor you were given, get the next rows and a new cursor.
async function fetchAfter(cursor: string | null, limit: number) {
  const { rows } = await server.query({}); // every row, in id order
  const start = cursor ? rows.findIndex((row) => `after-${row.id}` === cursor) + 1 : 0;
  const slice = rows.slice(start, start + limit);
  const last = slice[slice.length - 1];
  const hasMore = start + limit < rows.length;
  return { rows: slice, nextCursor: hasMore && last ? `after-${last.id}` : null };
}

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70, sortable: false },
  { field: 'firstName', headerName: 'First name', width: 120, sortable: false },
  { field: 'lastName', headerName: 'Last name', width: 120, sortable: false },
];

type Query = { model: GridPaginationModel; cursor: string | null };

export default function PaginationCursor() {
  // Page number -> the cursor that fetches it. Page 0 needs none.
  const [cursors, setCursors] = React.useState<Record<number, string | null>>({ 0: null });
  const [query, setQuery] = React.useState<Query>({ model: { page: 0, pageSize: 10 }, cursor: null });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [attempt, setAttempt] = React.useState(0);

  const paginationMeta = React.useMemo(() => ({ hasNextPage }), [hasNextPage]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== query.model.pageSize) {
      // Cursors belong to one page size: start over from the first page.
      setCursors({ 0: null });
      setQuery({ model: { page: 0, pageSize: model.pageSize }, cursor: null });
      return;
    }
    setQuery({ model, cursor: cursors[model.page] ?? null });
  };

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    setError(null);
    fetchAfter(query.cursor, query.model.pageSize).then(
      (result) => {
        if (!active) return;
        setRows(result.rows);
        setHasNextPage(result.nextCursor !== null);
        if (result.nextCursor !== null) {
          setCursors((prev) => ({ ...prev, [query.model.page + 1]: result.nextCursor }));
        }
        setLoading(false);
      },
      (reason: Error) => {
        if (!active) return;
        setError(reason.message);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, [query, attempt]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <div>
        <Button size="small" variant="outlined" onClick={() => server.failNextRequest()}>
          Fail the next request
        </Button>
      </div>
      {error && (
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
      )}
      <Box component="code" sx={{ fontSize: 13, overflowWrap: 'anywhere' }}>
        cursors: {JSON.stringify(cursors)}
      </Box>
      <div style={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          onRowCountChange={setRowCount}
          paginationMeta={paginationMeta}
          paginationModel={query.model}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[10, 20]}
        />
      </div>
    </Stack>
  );
}
