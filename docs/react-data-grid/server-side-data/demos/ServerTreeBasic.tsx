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
  { field: 'modified', headerName: 'Modified', width: 110 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 90,
    valueFormatter: (value: number | null) => formatBytes(value),
  },
];

export default function ServerTreeBasic() {
  const [server] = React.useState(() => createDriveServer());
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const line = describeRequest(params, { withGroupKeys: true });
        setRequests((lines) => [line, ...lines].slice(0, 4));
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      // The key of a row inside its parent: here the file or folder name.
      getGroupKey: (row) => row.name,
      // 0 makes a leaf; a positive number (or -1) gives the row an expand button.
      getChildrenCount: (row) => row.childrenCount,
    }),
    [server],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <div style={{ height: 400 }}>
        <DataGridPro
          treeData
          columns={columns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Name', width: 230 }}
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
          minHeight: 72,
        }}
      >
        {requests.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}
