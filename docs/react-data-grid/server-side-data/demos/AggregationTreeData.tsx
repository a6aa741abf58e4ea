import * as React from 'react';
import {
  DataGridPremium,
  GridAggregationFunctionDataSource,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  createDriveServer,
  formatBytes,
  type DriveItem,
} from '@site/src/demo-data/gridServerBackend';

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  // A count of files is not a size: use the plain number, not the column's formatter.
  size: {
    label: 'files',
    valueFormatter: (value: number | null) => String(value ?? ''),
  },
};

const columns: GridColDef<DriveItem>[] = [
  { field: 'owner', headerName: 'Owner', width: 100 },
  {
    field: 'size',
    headerName: 'Size',
    type: 'number',
    width: 120,
    valueFormatter: (value: number | null) => formatBytes(value),
  },
];

export default function AggregationTreeData() {
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createDriveServer();
    return {
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await server.getRows(params);
        return { rows, rowCount, aggregateRow };
      },
      getGroupKey: (row) => row.name,
      getChildrenCount: (row) => row.childrenCount,
      // Folders have no size of their own: the server adds up the files inside.
      getAggregatedValue: (row, field) => row.aggregates?.[field],
    };
  }, []);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        treeData
        columns={columns}
        dataSource={dataSource}
        disablePivoting
        // Requests of 100 rows cached as one entry, so cached answers keep aggregateRow.
        pageSizeOptions={[100]}
        aggregationFunctions={aggregationFunctions}
        groupingColDef={{ headerName: 'Name', width: 230 }}
        initialState={{ aggregation: { model: { size: 'sum' } } }}
      />
    </div>
  );
}
