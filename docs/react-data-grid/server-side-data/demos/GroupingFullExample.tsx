import * as React from 'react';
import {
  DataGridPremium,
  GridColDef,
  GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  CHANNELS,
  createSalesServer,
  REGIONS,
  SALE_STATUSES,
  type Sale,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100, groupable: false },
  { field: 'date', headerName: 'Date', width: 110 },
  {
    field: 'region',
    headerName: 'Region',
    type: 'singleSelect',
    valueOptions: [...REGIONS],
    width: 120,
  },
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: [...CHANNELS],
    width: 120,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...SALE_STATUSES],
    width: 110,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const groupingColDef = { width: 190 };

export default function GroupingFullExample() {
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createSalesServer({ rowCount: 2000 });
    return {
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    };
  }, []);

  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={columns}
        dataSource={dataSource}
        disablePivoting
        groupingColDef={groupingColDef}
        showToolbar
        initialState={{
          rowGrouping: { model: ['country', 'channel'] },
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'not', value: 'Returned' }],
            },
          },
        }}
      />
    </div>
  );
}
