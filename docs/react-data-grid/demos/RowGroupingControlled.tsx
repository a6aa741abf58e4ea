import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridColDef,
  GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    // Also draws the group rows when grouping by status. Other group rows have no value.
    renderCell: ({ value }) =>
      value ? (
        <Chip
          size="small"
          label={value}
          color={value === 'Cancelled' ? 'error' : value === 'Delivered' ? 'success' : 'default'}
        />
      ) : null,
  },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

const choices = [
  { field: 'category', label: 'Category' },
  { field: 'customer', label: 'Customer' },
  { field: 'status', label: 'Status' },
];

export default function RowGroupingControlled() {
  const [model, setModel] = React.useState<GridRowGroupingModel>(['category', 'customer']);

  // Clicking a chip adds its field as the innermost level, or removes it.
  const toggle = (field: string) =>
    setModel((current) =>
      current.includes(field) ? current.filter((item) => item !== field) : [...current, field],
    );

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {choices.map(({ field, label }) => {
          const level = model.indexOf(field);
          return (
            <Chip
              key={field}
              label={level === -1 ? label : `${level + 1}. ${label}`}
              color={level === -1 ? 'default' : 'primary'}
              variant={level === -1 ? 'outlined' : 'filled'}
              onClick={() => toggle(field)}
              aria-pressed={level !== -1}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1 }}>
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => setModel(newModel)}
        />
      </div>
    </div>
  );
}
