import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowGroupingModel,
  useGridApiRef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(50);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function RowGroupingApi() {
  const apiRef = useGridApiRef();
  // The grid owns the model; this copy only displays it.
  const [model, setModel] = React.useState<GridRowGroupingModel>([]);

  const actions = [
    { label: 'Group by category', run: () => apiRef.current?.addRowGroupingCriteria('category') },
    {
      label: 'Add customer as first level',
      run: () => apiRef.current?.addRowGroupingCriteria('customer', 0),
    },
    {
      label: 'Move first level last',
      run: () => model[0] && apiRef.current?.setRowGroupingCriteriaIndex(model[0], model.length - 1),
    },
    {
      label: 'Stop grouping by category',
      run: () => apiRef.current?.removeRowGroupingCriteria('category'),
    },
    { label: 'Clear', run: () => apiRef.current?.setRowGroupingModel([]) },
  ];

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {actions.map(({ label, run }) => (
          <Button key={label} size="small" variant="outlined" onClick={run}>
            {label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        Model: {JSON.stringify(model)}
      </Typography>
      <div style={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowGroupingModelChange={setModel}
        />
      </div>
    </div>
  );
}
