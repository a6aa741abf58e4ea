import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridPivotModel,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(150);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const revenueByCustomer: GridPivotModel = {
  rows: [{ field: 'customer' }],
  columns: [{ field: 'category', sort: 'asc' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

const unitsByStatus: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'status' }],
  values: [{ field: 'quantity', aggFunc: 'sum' }],
};

const presets: Record<string, GridPivotModel> = {
  'Revenue by customer': revenueByCustomer,
  'Units by status': unitsByStatus,
};

type Item = { field: string; hidden?: boolean; sort?: string; aggFunc?: string };

// One line per section of the model, the way it is stored.
function describe(items: Item[]) {
  if (items.length === 0) {
    return '(none)';
  }
  return items
    .map((item) => {
      const extra = item.aggFunc ?? item.sort;
      const text = extra ? `${item.field} (${extra})` : item.field;
      return item.hidden ? `${text}, hidden` : text;
    })
    .join(', ');
}

export default function PivotControlled() {
  const [pivotModel, setPivotModel] = React.useState(revenueByCustomer);
  const [pivotActive, setPivotActive] = React.useState(true);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={pivotActive}
              onChange={(event) => setPivotActive(event.target.checked)}
            />
          }
          label="Pivot mode"
        />
        {Object.entries(presets).map(([name, model]) => (
          <Button
            key={name}
            size="small"
            variant={pivotModel === model ? 'contained' : 'outlined'}
            onClick={() => setPivotModel(model)}
          >
            {name}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 420, width: '100%' }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          showToolbar
        />
      </div>
      <Typography variant="body2" component="div">
        <div>Rows: {describe(pivotModel.rows)}</div>
        <div>Columns: {describe(pivotModel.columns)}</div>
        <div>Values: {describe(pivotModel.values)}</div>
      </Typography>
    </Stack>
  );
}
