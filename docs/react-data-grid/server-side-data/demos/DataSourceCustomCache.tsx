import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridGetRowsParams,
  GridGetRowsResponse,
  useGridApiRef,
} from '@mui/x-data-grid';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

type Stats = { hits: number; misses: number; entries: number };

// Any object with get, set and clear works. This one never expires and keeps score.
class ScoreKeepingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  private stats: Stats = { hits: 0, misses: 0, entries: 0 };

  constructor(private onChange: (stats: Stats) => void) {}

  private key(params: GridGetRowsParams) {
    const { sortModel, filterModel, start, end } = params;
    return JSON.stringify({ sortModel, filterModel, start, end });
  }

  private report(change: Partial<Stats>) {
    this.stats = { ...this.stats, ...change, entries: this.entries.size };
    this.onChange(this.stats);
  }

  get(params: GridGetRowsParams) {
    const response = this.entries.get(this.key(params));
    this.report(
      response ? { hits: this.stats.hits + 1 } : { misses: this.stats.misses + 1 },
    );
    return response;
  }

  set(params: GridGetRowsParams, response: GridGetRowsResponse) {
    this.entries.set(this.key(params), response);
    this.report({});
  }

  clear() {
    this.entries.clear();
    this.report({});
  }
}

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function DataSourceCustomCache() {
  const apiRef = useGridApiRef();
  const [server] = React.useState(() => createSalesServer({ latency: 300 }));
  const [stats, setStats] = React.useState<Stats>({
    hits: 0,
    misses: 0,
    entries: 0,
  });
  const [cache] = React.useState(() => new ScoreKeepingCache(setStats));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({ getRows: (params) => server.getRows(params) }),
    [server],
  );

  const reload = () => {
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" variant="outlined" onClick={reload}>
          Reload from the server
        </Button>
        <Typography variant="body2" aria-live="polite">
          Hits: {stats.hits} · Misses: {stats.misses} · Entries: {stats.entries}
        </Typography>
      </Stack>
      <div style={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </div>
    </Box>
  );
}
