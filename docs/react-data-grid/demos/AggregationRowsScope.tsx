import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef, GridFilterModel } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'],
    width: 120,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function AggregationRowsScope() {
  const [allRows, setAllRows] = React.useState(false);
  // Kept here so that it survives the remount below.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'not', value: 'Cancelled' }],
  });
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
        label="Include rows hidden by the filter"
      />
      <div style={{ height: 420 }}>
        <DataGridPremium
          // The grid reads a new scope the next time it filters; remounting applies it at once.
          key={allRows ? 'all' : 'filtered'}
          rows={rows}
          columns={columns}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
          initialState={{ aggregation: { model: { quantity: 'sum', total: 'sum' } } }}
        />
      </div>
    </div>
  );
}
