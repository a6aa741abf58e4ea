import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import {
  createDriveServer,
  describeRequest,
  formatBytes,
  type DriveItem,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<DriveItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 100 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 90,
    valueFormatter: (value: number | null) => formatBytes(value),
  },
];

export default function ServerTreeFiltering() {
  const [server] = React.useState(() => createDriveServer());
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const line = describeRequest(params, { withGroupKeys: true });
        setRequests((lines) => [line, ...lines].slice(0, 3));
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 420 }}>
        <DataGridPro
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Name', width: 230 }}
          showToolbar
          pagination
          pageSizeOptions={[10, 20]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10 } },
            filter: { filterModel: { items: [], quickFilterValues: ['report'] } },
          }}
        />
      </div>
      <Box
        component="ol"
        aria-label="Requests received by the server, newest first"
        sx={{
          m: 0,
          mt: 1,
          pl: 3,
          fontFamily: 'monospace',
          fontSize: 12,
          minHeight: 54,
        }}
      >
        {requests.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
