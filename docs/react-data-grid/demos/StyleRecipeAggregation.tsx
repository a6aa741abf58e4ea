import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridCellParams, GridColDef } from '@mui/x-data-grid-premium';
import { getOrders, type Order } from '@site/src/demo-data';

const rows = getOrders(30);

export default function StyleRecipeAggregation() {
  const [onlyDataRows, setOnlyDataRows] = React.useState(true);

  const columns = React.useMemo<GridColDef<Order>[]>(
    () => [
      { field: 'category', headerName: 'Category', width: 120 },
      { field: 'orderNumber', headerName: 'Order', width: 110 },
      {
        field: 'total',
        headerName: 'Total',
        type: 'number',
        width: 120,
        // Orders of 300 or more stand out. Group rows and the footer hold sums,
        // which are nearly always that large, so they are left out when the switch is on.
        cellClassName: ({ value, rowNode }: GridCellParams<Order, number>) => {
          if (onlyDataRows && rowNode.type !== 'leaf') return '';
          return (value ?? 0) >= 300 ? 'large-order' : '';
        },
      },
    ],
    [onlyDataRows],
  );

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={onlyDataRows} onChange={(event) => setOnlyDataRows(event.target.checked)} />}
        label="Style data rows only"
      />
      <div style={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['category'] },
            aggregation: { model: { total: 'sum' } },
            // The grouping column shows the category already.
            columns: { columnVisibilityModel: { category: false } },
          }}
          defaultGroupingExpansionDepth={1}
          sx={(theme) => ({
            '& .large-order': {
              backgroundColor: theme.alpha((theme.vars || theme).palette.warning.main, 0.2),
              fontWeight: 600,
            },
          })}
        />
      </div>
    </div>
  );
}
