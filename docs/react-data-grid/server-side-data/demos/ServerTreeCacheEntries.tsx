import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridDataSourceCache,
  GridDataSourceCacheDefault,
  GridGetRowsParams,
  GridGetRowsResponse,
} from '@mui/x-data-grid-pro';
import {
  createDriveServer,
  type DriveItem,
} from '@site/src/demo-data/gridServerBackend';

// The default key only covers the models, start and end. Without groupKeys in it,
// every folder's children would share the entry of the top level.
const getKey = (params: GridGetRowsParams) =>
  JSON.stringify([
    params.groupKeys,
    params.filterModel,
    params.sortModel,
    params.start,
    params.end,
  ]);

// Wraps the default cache to show what goes in: one entry per level and range.
class VisibleCache implements GridDataSourceCache {
  private inner = new GridDataSourceCacheDefault({ getKey });

  constructor(private onSet: (entry: string) => void) {}

  get(params: GridGetRowsParams) {
    return this.inner.get(params);
  }

  set(params: GridGetRowsParams, response: GridGetRowsResponse) {
    const level = params.groupKeys?.length
      ? params.groupKeys.join(' / ')
      : 'top level';
    this.onSet(
      `${level}, rows ${params.start}–${params.end}: ${response.rows.length} rows`,
    );
    this.inner.set(params, response);
  }

  clear() {
    this.inner.clear();
  }
}

const columns: GridColDef<DriveItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 100 },
];

export default function ServerTreeCacheEntries() {
  const [entries, setEntries] = React.useState<string[]>([]);
  const [cache] = React.useState(
    () => new VisibleCache((entry) => setEntries((list) => [entry, ...list])),
  );

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createDriveServer({ latency: 300 });
    return {
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 360 }}>
        <DataGridPro
          treeData
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[100]}
          groupingColDef={{ headerName: 'Name', width: 230 }}
        />
      </div>
      <Box
        component="ol"
        aria-label="Cache entries, newest first"
        sx={{
          m: 0,
          mt: 1,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: 12,
          height: 90,
          overflow: 'auto',
        }}
      >
        {entries.map((entry, index) => (
          <li key={index}>{entry}</li>
        ))}
      </Box>
    </Box>
  );
}
