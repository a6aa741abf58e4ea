import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridAggregationModel,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationControlled() {
  const [model, setModel] = React.useState<GridAggregationModel>({ total: 'sum' });

  // A field with no entry in the model is not aggregated.
  const setTotalFunction = (name: string) =>
    setModel((current) => {
      const next = { ...current };
      if (name === 'none') delete next.total;
      else next.total = name;
      return next;
    });

  return (
    <div style={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Function for Total"
        value={model.total ?? 'none'}
        onChange={(event) => setTotalFunction(event.target.value)}
        sx={{ minWidth: 160, mb: 1 }}
      >
        <MenuItem value="none">Not aggregated</MenuItem>
        {['sum', 'avg', 'min', 'max', 'size'].map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ mb: 1 }}>
        aggregationModel: {JSON.stringify(model)}
      </Typography>
      <div style={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(newModel) => setModel(newModel)}
        />
      </div>
    </div>
  );
}
