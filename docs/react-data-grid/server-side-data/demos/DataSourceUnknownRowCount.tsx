import * as React from 'react';
import { DataGrid, GridColDef, GridDataSource } from '@mui/x-data-grid';
import { createSalesServer, type Sale } from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function DataSourceUnknownRowCount() {
  const [server] = React.useState(() => createSalesServer({ rowCount: 46 }));

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        // Pretend the API can't count: it only says whether more rows follow.
        const { rows, hasNextPage } = await server.getRows(params);
        const start = Number(params.start);
        return { rows, rowCount: hasNextPage ? -1 : start + rows.length };
      },
    }),
    [server],
  );

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </div>
  );
}
