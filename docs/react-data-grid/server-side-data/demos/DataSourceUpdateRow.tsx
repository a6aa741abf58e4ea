import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridUpdateRowError,
} from '@mui/x-data-grid';
import {
  createSalesServer,
  SALE_STATUSES,
  type Sale,
} from '@site/src/demo-data/gridServerBackend';

const columns: GridColDef<Sale>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: [...SALE_STATUSES],
    editable: true,
    width: 120,
  },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    editable: true,
    width: 80,
  },
  { field: 'unitPrice', headerName: 'Price', type: 'number', width: 90 },
  // Not editable: the server computes it and sends it back with the saved row.
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function DataSourceUpdateRow() {
  const [server] = React.useState(() => createSalesServer({ latency: 400 }));
  const [message, setMessage] = React.useState(
    'Double-click a status or quantity to edit it.',
  );

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await server.getRows(params);
        return { rows, rowCount };
      },
      updateRow: async ({ updatedRow }) => {
        const saved = await server.updateRow(updatedRow as Sale);
        setMessage(`Saved ${saved.orderNumber}: the total is now ${saved.total}.`);
        return saved;
      },
    }),
    [server],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    setMessage(
      error instanceof GridUpdateRowError
        ? `Not saved: ${error.message} The cell stays in edit mode; fix the value or press Escape.`
        : error.message,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Alert
        severity={message.startsWith('Not saved') ? 'error' : 'info'}
        sx={{ mb: 1 }}
      >
        {message}
      </Alert>
      <div style={{ height: 360 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </div>
    </Box>
  );
}
