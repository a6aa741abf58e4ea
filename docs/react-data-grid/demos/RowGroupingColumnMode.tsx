import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

export default function RowGroupingColumnMode() {
  const [multiple, setMultiple] = React.useState(true);
  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={multiple} onChange={(event) => setMultiple(event.target.checked)} />}
        label="One grouping column per level"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={multiple ? 'multiple' : 'single'}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['category', 'product'] },
            columns: { columnVisibilityModel: { category: false, product: false } },
          }}
        />
      </div>
    </div>
  );
}
