import * as React from 'react';
import { DataGridPro, GridColDef, GridDataSource } from '@mui/x-data-grid-pro';
import {
  createDriveServer,
  type DriveItem,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<DriveItem>[] = [
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

export default function ServerTreeUnknownCount() {
  const dataSource = React.useMemo<GridDataSource>(() => {
    // This server answers -1 for every folder: it does not count what is inside.
    const server = createDriveServer({ countChildren: false });
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
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        columns={columns}
        dataSource={dataSource}
        groupingColDef={{ headerName: 'Name', width: 230 }}
      />
    </div>
  );
}
