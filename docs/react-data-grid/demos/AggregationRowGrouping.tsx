import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  DataGridPremiumProps,
  GridColDef,
} from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

type Position = NonNullable<DataGridPremiumProps['getAggregationPosition']>;

// The root group has depth -1; the categories have depth 0.
const positions: Record<string, { label: string; get: Position }> = {
  default: {
    label: 'Group rows and footer (default)',
    get: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  },
  footers: { label: 'A footer in each group', get: () => 'footer' },
  groupsOnly: {
    label: 'Group rows only',
    get: (node) => (node.depth === -1 ? null : 'inline'),
  },
  totalOnly: {
    label: 'Footer only',
    get: (node) => (node.depth === -1 ? 'footer' : null),
  },
};

export default function AggregationRowGrouping() {
  const [position, setPosition] = React.useState('default');
  return (
    <div style={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Where the totals go"
        value={position}
        onChange={(event) => setPosition(event.target.value)}
        sx={{ width: 300, maxWidth: '100%', mb: 1 }}
      >
        {Object.entries(positions).map(([key, { label }]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={positions[position]!.get}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['category'] },
            columns: { columnVisibilityModel: { category: false } },
            aggregation: { model: { quantity: 'sum', total: 'sum' } },
          }}
        />
      </div>
    </div>
  );
}
